import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../components/product/stars';
import button from '../../components/ui/button.module.css';
import { AlertIcon } from '../../components/ui/icons/icons';
import { MessagePanel } from '../../components/ui/message-panel';
import { ApiError, errorMessage } from '../../lib/api';
import { productReviewsQueryOptions } from '../../lib/catalogue-api';
import { useFormat } from '../../lib/format';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BCP47, toLang } from '@voltline/locales/languages';
import shell from './shop-page.module.css';
import styles from './comments-page.module.css';

/** /comment/{name}: a product's reviews, the visitor's language first, with the rating summary. */
export function CommentsPage({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { site } = useCurrentSite();
  const query = useQuery(productReviewsQueryOptions(site?.id, name));
  useDocumentTitle(query.data ? t('shop.reviews_title_of', { name: query.data.product.name }) : t('shop.reviews_title'));

  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 625;
    return (
      <MessagePanel
        tone={missing ? 'neutral' : 'danger'}
        icon={<AlertIcon />}
        title={missing ? t('shop.product_missing_title') : t('shop.load_error')}
        actions={
          <Link to="/products" className={`${button.button} ${button.primary}`}>
            {t('shop.all_products')}
          </Link>
        }
      >
        <p>{missing ? t('shop.product_missing_text') : errorMessage(query.error)}</p>
      </MessagePanel>
    );
  }
  const data = query.data;
  if (!data) return <div className={shell.page} aria-busy="true" />;

  const locale = BCP47[toLang(i18n.language)];
  const languageName = new Intl.DisplayNames([locale], { type: 'language' });
  const max = Math.max(1, ...data.histogram);

  return (
    <div className={shell.page}>
      <header className={shell.pageHead}>
        <p className={shell.eyebrow}>{t('shop.reviews_title')}</p>
        <h1 className={shell.productTitle}>{data.product.name}</h1>
      </header>

      <div className={styles.reviewsHead}>
        <Link to="/product/$id" params={{ id: data.product.model.toLowerCase() }} className={styles.reviewsProduct}>
          <img src={data.product.image} alt="" width={96} height={96} />
          <span>
            <strong>Voltline {data.product.model}</strong>
            <br />
            {t('shop.back_to_product')}
          </span>
        </Link>
        <div className={styles.average}>
          <span className={styles.averageValue}>{format.decimal(data.average)}</span>
          <Stars value={data.average} size="lg" label={t('product_card.rating', { rating: format.decimal(data.average) })} />
          <span className={shell.muted}>{t('shop.reviews_count', { count: format.number(data.total) })}</span>
        </div>
        <ul className={styles.histogram} aria-label={t('shop.histogram_label')}>
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = data.histogram[stars - 1] ?? 0;
            return (
              <li key={stars}>
                <span>{format.number(stars)} ★</span>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ width: `${(count / max) * 100}%` }} />
                </span>
                <span>{format.number(count)}</span>
              </li>
            );
          })}
        </ul>
      </div>

      {data.rows.length === 0 ? (
        <p>{t('shop.no_reviews')}</p>
      ) : (
        <ul className={styles.reviewList}>
          {data.rows.map((review) => (
            <li key={review.id} className={styles.review} lang={BCP47[toLang(review.lang)]}>
              <Stars value={review.stars} label={t('product_card.rating', { rating: format.number(review.stars) })} />
              <h2 className={styles.reviewTitle}>{review.title}</h2>
              <p>{review.body}</p>
              <p className={styles.reviewMeta}>
                <span>{review.author}</span>
                <span>{format.date(new Date(`${review.reviewed_at}T12:00:00`))}</span>
                {review.lang !== toLang(i18n.language) ? (
                  <span>{t('shop.written_in', { language: languageName.of(BCP47[toLang(review.lang)].split('-')[0]!) ?? review.lang })}</span>
                ) : null}
                {review.verified ? <span className={styles.verified}>{t('shop.verified')}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
