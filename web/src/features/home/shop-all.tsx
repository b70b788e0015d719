import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../components/product/product-card';
import product from '../../components/product/product.module.css';
import { HOME_PRODUCTS, productCategoriesQueryOptions, productListQueryOptions } from '../../lib/catalogue-api';
import { useCurrentSite } from '../../lib/site-store';
import styles from './shop-all.module.css';

const PER_CATEGORY = 4;

/** "Shop all" on the home page: the best-rated products of each category, sold in this region first. */
export function ShopAll() {
  const { t } = useTranslation();
  const { site } = useCurrentSite();
  const categories = useQuery(productCategoriesQueryOptions(site?.id));
  const products = useQuery(productListQueryOptions(site?.id, HOME_PRODUCTS));
  if (!categories.data || !products.data) return <div className={styles.shopPlaceholder} aria-busy="true" />;
  return (
    <div className={styles.shopGroups}>
      {categories.data.map((category) => {
        const rows = products.data.rows
          .filter((p) => p.category === category.slug)
          .sort((a, b) => b.available - a.available)
          .slice(0, PER_CATEGORY);
        if (rows.length === 0) return null;
        return (
          <section key={category.slug} aria-labelledby={`shop-${category.slug}`}>
            <div className={styles.shopGroupHead}>
              <h3 id={`shop-${category.slug}`} className={styles.shopGroupTitle}>
                {category.name}
              </h3>
              <Link to="/products/$id" params={{ id: category.slug }} className={styles.shopSeeAll}>
                {t('home.shop_see_all', { category: category.name })}
              </Link>
            </div>
            <ul role="list" className={product.grid}>
              {rows.map((p) => (
                <li key={p.id}>
                  <ProductCard product={p} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
