import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqEntryDto, FaqGroupName } from '@voltline/contracts';
import { errorMessage } from '../../lib/api';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import { SearchIcon } from '../../components/ui/icons/icons';
import { useFaq } from './api';
import { FaqAccordion } from './faq-accordion';
import content from './content.module.css';
import styles from './faq-page.module.css';

/** docs/product.md §2: the FAQ groups, in this order. */
const GROUPS: readonly FaqGroupName[] = ['warranty', 'delivery', 'products', 'general'];

function matches(entry: FaqEntryDto, needle: string): boolean {
  return !needle || entry.question.toLocaleLowerCase().includes(needle) || entry.answer.toLocaleLowerCase().includes(needle);
}

/** /FAQ and /support_faq: the questions by group, searchable, as an accordion. */
export function FaqPage() {
  const { t } = useTranslation();
  const { site } = useCurrentSite();
  const faq = useFaq(site?.id);
  const [text, setText] = useState('');
  const [group, setGroup] = useState<FaqGroupName | 'all'>('all');
  const needle = useDeferredValue(text.trim().toLocaleLowerCase());
  useDocumentTitle(t('content.faq.title'));

  const visible = useMemo(() => (faq.data ?? []).filter((e) => (group === 'all' || e.group === group) && matches(e, needle)), [faq.data, group, needle]);

  return (
    <div className={content.page}>
      <header className={content.hero}>
        <div className={content.heroInner}>
          <p className={content.eyebrow}>{t('content.support.eyebrow')}</p>
          <h1 className={content.title}>{t('content.faq.title')}</h1>
          <p className={content.lead}>{t('content.faq.lead')}</p>
          <div className={styles.search} role="search">
            <SearchIcon className={styles.searchIcon} />
            <label htmlFor="faq-search" className="visually-hidden">
              {t('content.faq.search_label')}
            </label>
            <input
              id="faq-search"
              type="search"
              className={styles.searchInput}
              placeholder={t('content.faq.search_placeholder')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
        </div>
      </header>
      <section className={content.section}>
        <div className={content.chips} role="group" aria-label={t('content.faq.groups_label')}>
          {(['all', ...GROUPS] as const).map((g) => (
            <button key={g} type="button" className={content.chip} aria-pressed={group === g} onClick={() => setGroup(g)}>
              {t(`content.faq.groups.${g}`)}
            </button>
          ))}
        </div>
        {faq.isError ? (
          <p className={content.empty} role="alert">
            {errorMessage(faq.error)}
          </p>
        ) : !faq.data ? (
          <div className={content.skeleton} aria-busy="true" />
        ) : visible.length === 0 ? (
          <p className={content.empty} role="status">
            {t('content.faq.no_results')}
          </p>
        ) : (
          <div className={styles.groups}>
            {needle ? (
              <p className={styles.resultCount} role="status">
                {t('content.faq.results', { count: visible.length })}
              </p>
            ) : null}
            {GROUPS.map((g) => {
              const entries = visible.filter((e) => e.group === g);
              if (entries.length === 0) return null;
              return (
                <section key={g} className={styles.group} aria-labelledby={`faq-group-${g}`} data-group={g}>
                  <h2 id={`faq-group-${g}`} className={styles.groupTitle}>
                    {t(`content.faq.groups.${g}`)}
                  </h2>
                  <FaqAccordion key={`${needle}|${group}`} entries={entries} />
                </section>
              );
            })}
          </div>
        )}
        <aside className={styles.more}>
          <h2 className={styles.moreTitle}>{t('content.faq.more_title')}</h2>
          <p>{t('content.faq.more_text')}</p>
          <AppLink to="/support_contactus" className={content.textLink}>
            {t('content.faq.more_cta')}
          </AppLink>
        </aside>
      </section>
    </div>
  );
}
