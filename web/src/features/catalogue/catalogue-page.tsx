import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../components/product/product-card';
import product from '../../components/product/product.module.css';
import { errorMessage } from '../../lib/api';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORTS,
  catalogueListParams,
  productCategoriesQueryOptions,
  productListQueryOptions,
  type CatalogueSort,
} from '../../lib/catalogue-api';
import { useFormat } from '../../lib/format';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Notice } from './notice';
import shell from './shop-page.module.css';
import styles from './catalogue-page.module.css';

const PAGE_SIZE = CATALOGUE_PAGE_SIZE;
type Sort = CatalogueSort;

/** /products, /shop (all categories) and /products/{category}: the catalogue with its category tabs. */
export function CataloguePage({ category }: { category?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { site } = useCurrentSite();
  const [sort, setSort] = useState<Sort>('default');
  const [page, setPage] = useState(1);
  // A new category starts at its first page (the component is reused between categories).
  const [shownCategory, setShownCategory] = useState(category);
  if (shownCategory !== category) {
    setShownCategory(category);
    setPage(1);
  }

  const categories = useQuery(productCategoriesQueryOptions(site?.id));
  const current = categories.data?.find((c) => c.slug === category);
  const params = catalogueListParams(category, sort, page);
  const products = useQuery(productListQueryOptions(site?.id, params));
  const title = current?.name ?? t('shop.all_products');
  useDocumentTitle(category && !current ? t('shop.all_products') : title);

  const unknownCategory = Boolean(category && categories.data && !current);
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / PAGE_SIZE)) : 1;

  return (
    <div className={shell.page}>
      <header className={shell.pageHead}>
        <p className={shell.eyebrow}>{t('shop.eyebrow')}</p>
        <h1 className={shell.title}>{title}</h1>
        <p className={shell.intro}>{current?.description ?? t('shop.intro')}</p>
      </header>

      <nav className={styles.tabs} aria-label={t('shop.categories_label')}>
        <Link to="/products" className={styles.tab} aria-current={category ? undefined : 'page'}>
          {t('shop.all')}
        </Link>
        {categories.data?.map((c) => (
          <Link key={c.slug} to="/products/$id" params={{ id: c.slug }} className={styles.tab} activeProps={{ 'aria-current': 'page' }}>
            {c.name}
            <span className={styles.tabCount}>{format.number(c.count)}</span>
          </Link>
        ))}
      </nav>

      {unknownCategory ? (
        <Notice title={t('shop.category_missing_title')}>
          <p>{t('shop.category_missing_text')}</p>
          <p>
            <Link to="/products">{t('shop.all_products')}</Link>
          </p>
        </Notice>
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={shell.count} aria-live="polite">
              {products.data ? t('shop.count', { count: format.number(products.data.total) }) : '\u00a0'}
            </p>
            <label className={styles.sort}>
              <span>{t('shop.sort_label')}</span>
              <select
                value={sort}
                onChange={(e) => {
                  setSort(e.target.value as Sort);
                  setPage(1);
                }}
              >
                {CATALOGUE_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`shop.sort_${s}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {products.isError ? (
            <Notice tone="error" title={t('shop.load_error')}>
              <p>{errorMessage(products.error)}</p>
              <button type="button" className={styles.linkButton} onClick={() => void products.refetch()}>
                {t('shop.retry')}
              </button>
            </Notice>
          ) : (
            <ul role="list" className={product.grid} aria-busy={products.isPending}>
              {products.data?.rows.map((p) => (
                <li key={p.id}>
                  <ProductCard product={p} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}

          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('shop.pages_label')}>
              <button type="button" className={styles.pagerButton} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('shop.previous')}
              </button>
              <span>{t('shop.page_of', { page: format.number(page), pages: format.number(pages) })}</span>
              <button type="button" className={styles.pagerButton} disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('shop.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
      <p className={styles.note}>{t('shop.marketplace_note')}</p>
    </div>
  );
}
