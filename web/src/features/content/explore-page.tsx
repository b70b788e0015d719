import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { errorMessage } from '../../lib/api';
import { ARTICLES_PER_PAGE, useArticleCategories, useArticleList } from './api';
import { ArticleCard, ArticleCardSkeletons } from './article-card';
import styles from './content.module.css';

interface ExplorePageProps {
  /** A category slug (/explore/{id}); all articles without one. */
  category?: string;
  page: number;
}

/** /explore and /explore/{id}: articles newest first, categories as tabs, paged. */
export function ExplorePage({ category, page }: ExplorePageProps) {
  const { t } = useTranslation();
  const { site } = useCurrentSite();
  const categories = useArticleCategories(site?.id);
  const current = categories.data?.find((c) => c.slug === category);
  const unknownCategory = Boolean(category) && categories.isSuccess && !current;
  const list = useArticleList(unknownCategory ? undefined : site?.id, category, page);
  useDocumentTitle(current ? `${current.name} · ${t('content.explore.title')}` : t('content.explore.title'));

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / ARTICLES_PER_PAGE)) : 1;
  const pageLink = (target: number) =>
    category ? (
      <Link to="/explore/$id" params={{ id: category }} search={{ page: target > 1 ? target : undefined }} className={styles.textLink}>
        {target < page ? t('content.pager.previous') : t('content.pager.next')}
      </Link>
    ) : (
      <Link to="/explore" search={{ page: target > 1 ? target : undefined }} className={styles.textLink}>
        {target < page ? t('content.pager.previous') : t('content.pager.next')}
      </Link>
    );

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t('content.explore.eyebrow')}</p>
          <h1 className={styles.title}>{current?.name ?? t('content.explore.title')}</h1>
          <p className={styles.lead}>{t('content.explore.lead')}</p>
        </div>
      </header>
      <section className={styles.section} aria-labelledby="explore-tabs-label">
        <h2 id="explore-tabs-label" className="visually-hidden">
          {t('content.explore.categories')}
        </h2>
        <nav className={styles.chips} aria-label={t('content.explore.categories')}>
          <Link to="/explore" className={styles.chip} activeOptions={{ exact: true, includeSearch: false }} activeProps={{ 'aria-current': 'page' }}>
            {t('content.explore.all')}
          </Link>
          {categories.data?.map((c) => (
            <Link
              key={c.slug}
              to="/explore/$id"
              params={{ id: c.slug }}
              className={styles.chip}
              activeOptions={{ includeSearch: false }}
              activeProps={{ 'aria-current': 'page' }}
            >
              {c.name}
            </Link>
          ))}
        </nav>

        {unknownCategory ? (
          <div className={styles.empty}>
            <p>{t('content.explore.unknown_category')}</p>
            <p>
              <Link to="/explore" className={styles.textLink}>
                {t('content.explore.see_all')}
              </Link>
            </p>
          </div>
        ) : list.isError ? (
          <p className={styles.empty} role="alert">
            {errorMessage(list.error)}
          </p>
        ) : list.data && list.data.rows.length === 0 ? (
          <p className={styles.empty}>{t('content.explore.empty')}</p>
        ) : (
          <div className={styles.grid} aria-busy={!list.data}>
            {list.data ? list.data.rows.map((a, i) => <ArticleCard key={a.id} article={a} eager={i < 3} />) : <ArticleCardSkeletons count={6} />}
          </div>
        )}

        {list.data && pages > 1 ? (
          <nav className={styles.pager} aria-label={t('content.pager.label')}>
            {page > 1 ? pageLink(page - 1) : null}
            <span>{t('content.pager.status', { page, pages })}</span>
            {page < pages ? pageLink(page + 1) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
