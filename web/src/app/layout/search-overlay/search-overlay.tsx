import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '@voltline/contracts';
import { useKeywords } from '../../../features/search/api';
import { filterSuggestions, highlightParts, searchHref } from '../../../features/search/suggestions';
import { SEARCH_SUBMIT_DELAY_MS } from '../../../lib/constants';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons/icons';
import styles from './search-overlay.module.css';

interface SearchOverlayProps {
  open: boolean;
  siteId: number | undefined;
  onClose: () => void;
}

/**
 * The header's search (docs/product.md §2): suggestions from the site's keywords, filtered as one
 * types; Enter or the icon goes to /search after a short delay. A modal <dialog>, so focus stays
 * inside, Escape closes, and the page behind is inert; page scroll is locked while it is open.
 */
export function SearchOverlay({ open, siteId, onClose }: SearchOverlayProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useModalDialog(open, inputRef);
  const timer = useRef<number | undefined>(undefined);
  const [text, setText] = useState('');
  const headingId = useId();
  const { data: keywords = [], isPending } = useKeywords(siteId, open);
  const suggestions = filterSuggestions(keywords, text);
  const typing = text.trim() !== '';

  // Closing clears the text (docs/product.md §4).
  useEffect(() => {
    if (!open) setText('');
  }, [open]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = (type: string, label: string) => {
    onClose();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      void router.navigate({ href: searchHref(type, label) });
    }, SEARCH_SUBMIT_DELAY_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (typed) return go('product', typed);
    // An empty box searches for the first suggestion, with its own type.
    const first: Suggestion | undefined = suggestions[0];
    if (first) go(first.type || 'product', first.label);
    else inputRef.current?.focus();
  };

  return (
    // A modal dialog takes Escape (and a click on its backdrop) itself: these handlers only
    // close it the way each of those asks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={t('search.dialog_label')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Escape closes at once, even from the search box (where Chromium would first clear it).
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <form role="search" className={styles.form} onSubmit={submit}>
          <label className="visually-hidden" htmlFor={`${headingId}-input`}>
            {t('search.input_label')}
          </label>
          <input
            ref={inputRef}
            id={`${headingId}-input`}
            className={styles.input}
            type="search"
            name="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
            <SearchIcon />
          </button>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('search.close')}>
            <CloseIcon />
          </button>
        </form>

        <section className={styles.suggestions} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {t('search.popular')}
          </h2>
          {suggestions.length > 0 ? (
            <ul role="list" className={styles.list}>
              {suggestions.map((suggestion) => (
                <li key={`${suggestion.type}:${suggestion.label}`}>
                  <button type="button" className={styles.chip} onClick={() => go(suggestion.type || 'product', suggestion.label)}>
                    <SearchIcon className={styles.chipIcon} />
                    <span>
                      {highlightParts(suggestion.label, text).map((part, index) =>
                        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty} aria-live="polite">
              {typing ? t('search.no_match', { text: text.trim() }) : isPending && open ? t('a11y.loading') : null}
            </p>
          )}
        </section>
      </div>
    </dialog>
  );
}
