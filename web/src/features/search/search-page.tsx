import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SiteSearchResult } from '@voltline/contracts';
import { AppLink } from '../../components/ui/app-link';
import { SearchIcon } from '../../components/ui/icons/icons';
import { apiGet, errorMessage } from '../../lib/api';
import { SITE_CONTENT_STALE_MS } from '../../lib/constants';
import { useFormat } from '../../lib/format';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { highlightParts } from './suggestions';
import styles from './search-page.module.css';

export const SEARCH_TYPES = ['product', 'article'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** A result of GET search: products carry model and name, articles title; both have id, summary, image. */
type SearchRow = SiteSearchResult['rows'][number];

const searchQueryOptions = (siteId: number | undefined, type: SearchType, search: string) => ({
  queryKey: ['site-search', siteId, type, search],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<SiteSearchResult>('/search', { type, search, site_id: siteId }, signal),
  enabled: siteId !== undefined && search.trim() !== '',
  staleTime: SITE_CONTENT_STALE_MS,
  placeholderData: keepPreviousData,
  retry: false,
});

function Highlighted({ text, search }: { text: string; search: string }) {
  // Every word of the search is marked, as the visitor typed it (case-insensitive).
  const words = search.trim().split(/\s+/).filter(Boolean);
  let parts = [{ text, match: false }];
  for (const word of words) parts = parts.flatMap((p) => (p.match ? [p] : highlightParts(p.text, word)));
  return <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>;
}

/** /search?type=&search=: ranked results of the site search, with product and article tabs. */
export function SearchPage({ type, search }: { type: SearchType; search: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { site } = useCurrentSite();
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    // The header's search overlay navigated here with a new text.
    setShown(search);
    setText(search);
  }
  const query = useQuery(searchQueryOptions(site?.id, type, search));
  useDocumentTitle(search ? t('shop.search_results_for', { search }) : t('shop.search_title'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/search', search: { type, search: text.trim() } });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{search ? t('shop.search_results_for', { search }) : t('shop.search_title')}</h1>
      <form role="search" className={styles.form} onSubmit={submit}>
        <label className={styles.visuallyHidden} htmlFor="search-page-input">
          {t('shop.search_label')}
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          value={text}
          maxLength={100}
          placeholder={t('shop.search_placeholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          <span>{t('shop.search_submit')}</span>
        </button>
      </form>

      <nav className={styles.tabs} aria-label={t('shop.search_types')}>
        {SEARCH_TYPES.map((tab) => (
          <Link key={tab} to="/search" search={{ type: tab, search }} className={styles.tab} aria-current={tab === type ? 'page' : undefined}>
            {t(`shop.search_tab_${tab}`)}
          </Link>
        ))}
      </nav>

      <section aria-live="polite" aria-busy={query.isFetching}>
        {!search.trim() ? (
          <p className={styles.hint}>{t('shop.search_empty')}</p>
        ) : query.isError ? (
          <p className={styles.hint} role="alert">
            {errorMessage(query.error)}
          </p>
        ) : query.data ? (
          query.data.total === 0 ? (
            <p className={styles.hint}>{t('shop.search_none', { search })}</p>
          ) : (
            <>
              <p className={styles.count}>{t('shop.count_results', { count: format.number(query.data.total) })}</p>
              <ol className={styles.results}>
                {query.data.rows.map((row) => (
                  <li key={row.id}>
                    <ResultRow row={row} type={type} search={search} />
                  </li>
                ))}
              </ol>
            </>
          )
        ) : null}
      </section>
    </div>
  );
}

function ResultRow({ row, type, search }: { row: SearchRow; type: SearchType; search: string }) {
  const { t } = useTranslation();
  const model = 'model' in row ? row.model : undefined;
  const title = 'model' in row ? row.name : row.title;
  const image = row.image;
  const href = type === 'product' && model ? `/product/${model.toLowerCase()}` : `/article/${row.id}`;
  return (
    <AppLink to={href} className={styles.result}>
      {image ? <img src={image} alt="" width={96} height={96} loading="lazy" /> : null}
      <span className={styles.resultText}>
        {model ? <span className={styles.resultModel}>{model}</span> : null}
        <span className={styles.resultTitle}>
          <Highlighted text={title} search={search} />
        </span>
        {row.summary ? (
          <span className={styles.resultSummary}>
            <Highlighted text={row.summary} search={search} />
          </span>
        ) : null}
        {'available' in row && row.available === 0 ? <span className={styles.resultTag}>{t('product_card.unavailable')}</span> : null}
      </span>
    </AppLink>
  );
}
