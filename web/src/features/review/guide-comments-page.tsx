import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, CheckIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import page from '../../components/ui/content-page.module.css';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReviewSearch } from './search';
import styles from './review.module.css';

/**
 * /guide_comments: the coupon offer (docs/product.md §2, review flow step 1): 10% as it is, or 30% for
 * the survey of about 30 seconds. A product named in the link travels on to the form.
 */
export function GuideCommentsPage() {
  const { t } = useTranslation();
  const search = useReviewSearch();
  useDocumentTitle(t('review.guide.title'));
  const product = search.product ? { product: search.product } : {};
  return (
    <div className={page.page}>
      <section className={page.hero} aria-labelledby="review-guide-title">
        <div className={page.heroInner}>
          <p className={page.eyebrow}>{t('review.guide.eyebrow')}</p>
          <h1 id="review-guide-title" className={page.title}>
            {t('review.guide.title')}
          </h1>
          <p className={page.lead}>{t('review.guide.intro')}</p>
        </div>
      </section>
      <section className={`${page.section} ${page.narrow}`}>
        <div className={styles.offers}>
          <article className={`${styles.offer} ${styles.offerFeatured}`} data-testid="offer-30">
            <span className={styles.badge}>{t('review.guide.thirty_badge')}</span>
            <p className={styles.offerPercent}>30%</p>
            <h2 className={styles.offerTitle}>{t('review.guide.thirty_title')}</h2>
            <p className={styles.offerText}>{t('review.guide.thirty_text')}</p>
            <Link to="/comments" search={{ choice: '30', ...product }} className={`${button.button} ${button.large} ${button.primary}`}>
              {t('review.guide.thirty_cta')}
              <ArrowRightIcon />
            </Link>
          </article>
          <article className={styles.offer} data-testid="offer-10">
            <p className={styles.offerPercent}>10%</p>
            <h2 className={styles.offerTitle}>{t('review.guide.ten_title')}</h2>
            <p className={styles.offerText}>{t('review.guide.ten_text')}</p>
            <Link to="/comments" search={{ choice: '10', ...product }} className={`${button.button} ${button.large} ${button.secondary}`}>
              {t('review.guide.ten_cta')}
            </Link>
          </article>
        </div>
        <p className={styles.fair}>
          <CheckIcon />
          {t('review.guide.fair')}
        </p>
      </section>
      <section className={page.section}>
        <div className={page.cta}>
          <div>
            <h2 className={page.ctaTitle}>{t('review.guide.tester_title')}</h2>
            <p className={page.ctaText}>{t('review.guide.tester_text')}</p>
          </div>
          <Link to="/beta_tester" className={`${button.button} ${button.large} ${button.primary}`}>
            {t('review.guide.tester_cta')}
            <ArrowRightIcon />
          </Link>
        </div>
      </section>
    </div>
  );
}
