import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard as Product } from '../../lib/catalogue-api';
import { useFormat } from '../../lib/format';
import { Stars } from './stars';
import styles from './product.module.css';

/** A product in a grid: image, name, summary, rating, and whether it is sold in this region. */
export function ProductCard({ product, headingLevel = 3 }: { product: Product; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rating = format.decimal(product.rating);
  return (
    <Link to="/product/$id" params={{ id: product.model.toLowerCase() }} className={styles.card} data-model={product.model}>
      <span className={styles.cardImage}>
        <img src={product.image} alt="" width={400} height={400} loading="lazy" decoding="async" />
      </span>
      <span className={styles.cardBody}>
        <span className={styles.cardModel}>{product.model}</span>
        <Heading className={styles.cardTitle}>{product.name}</Heading>
        <span className={styles.cardSummary}>{product.summary}</span>
        <span className={styles.cardMeta}>
          <Stars value={product.rating} label={t('product_card.rating', { rating })} />
          <span className={styles.cardRating} aria-hidden="true">
            {rating}
          </span>
          {product.available ? null : <span className={styles.unavailableTag}>{t('product_card.unavailable')}</span>}
        </span>
      </span>
    </Link>
  );
}
