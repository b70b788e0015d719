import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { marketplaceReviewUrl } from '@voltline/contracts';
import { ArrowRightIcon } from '../../components/ui/icons/icons';
import { MailIcon } from '../../components/ui/icons/page-icons';
import { MessagePanel } from '../../components/ui/message-panel';
import button from '../../components/ui/button.module.css';
import page from '../../components/ui/content-page.module.css';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lastCoupon } from './api';
import styles from './review.module.css';

/**
 * /code_10 and /code_30: the coupon was sent by email (docs/product.md §2, review flow step 4), then the
 * optional marketplace review, offered to everyone alike: the coupon never depends on it.
 */
function CodePage({ percent }: { percent: 10 | 30 }) {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const title = t(percent === 30 ? 'review.done.title_30' : 'review.done.title_10');
  useDocumentTitle(title);
  const coupon = lastCoupon();
  return (
    <div className={page.page} data-testid={`code-${percent}`}>
      <MessagePanel
        tone="success"
        icon={<MailIcon />}
        title={title}
        live
        actions={
          <>
            <Link to="/guide_comments" className={`${button.button} ${button.secondary} ${page.wrapText}`}>
              {t('review.done.another')}
            </Link>
            <Link to="/index" className={`${button.button} ${button.secondary} ${page.wrapText}`}>
              {t('review.done.home')}
            </Link>
          </>
        }
      >
        <p>{coupon?.email ? t('review.done.sent_to', { email: coupon.email }) : t('review.done.sent')}</p>
        {coupon?.alreadySent ? <p data-testid="coupon-again">{t('review.done.again')}</p> : null}
        <p>{t('review.done.spam')}</p>
      </MessagePanel>
      <aside className={styles.publish} aria-labelledby="publish-title">
        <h2 id="publish-title" className={styles.publishTitle}>
          {t('review.done.publish_title')}
        </h2>
        <p className={styles.publishText}>{t('review.done.publish_text')}</p>
        <a
          href={marketplaceReviewUrl(code)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button.button} ${button.primary} ${page.wrapText}`}
          data-testid="publish-review"
        >
          {t('review.done.publish_cta')}
          <ArrowRightIcon />
        </a>
      </aside>
    </div>
  );
}

export function CodeTenPage() {
  return <CodePage percent={10} />;
}

export function CodeThirtyPage() {
  return <CodePage percent={30} />;
}
