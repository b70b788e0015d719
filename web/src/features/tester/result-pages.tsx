import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/ui/icons/icons';
import { FlaskIcon } from '../../components/ui/icons/page-icons';
import { MessagePanel } from '../../components/ui/message-panel';
import button from '../../components/ui/button.module.css';
import page from '../../components/ui/content-page.module.css';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lastTesterEmail } from './api';
import { TesterBenefits } from './benefits';

/** /success_tester and /tester_success: welcome, the benefits, what happens next. */
export function TesterSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tester.success.title'));
  const email = lastTesterEmail();
  return (
    <div className={page.page} data-testid="tester-success">
      <MessagePanel
        tone="success"
        icon={<CheckIcon />}
        title={t('tester.success.title')}
        live
        actions={
          <>
            <Link to="/betatester_active_guide" className={`${button.button} ${button.primary} ${page.wrapText}`}>
              {t('tester.success.guide')}
            </Link>
            <Link to="/index" className={`${button.button} ${button.secondary} ${page.wrapText}`}>
              {t('tester.success.home')}
            </Link>
          </>
        }
      >
        <p>{email ? t('tester.success.text', { email }) : t('tester.success.text_no_email')}</p>
        <p>{t('tester.success.next')}</p>
      </MessagePanel>
      <section className={`${page.section} ${page.tight}`} aria-labelledby="tester-success-benefits">
        <div className={page.sectionHead}>
          <h2 id="tester-success-benefits" className={page.sectionTitle}>
            {t('tester.success.benefits_intro')}
          </h2>
        </div>
        <TesterBenefits />
      </section>
    </div>
  );
}

/** /success_notester: this email is already a tester (629); nothing was registered or sent. */
export function AlreadyTesterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tester.exists.title'));
  return (
    <MessagePanel
      icon={<FlaskIcon />}
      title={t('tester.exists.title')}
      live
      actions={
        <>
          <Link to="/betatester_active_guide" className={`${button.button} ${button.primary} ${page.wrapText}`}>
            {t('tester.exists.guide')}
          </Link>
          <Link to="/beta_tester/betatester" className={`${button.button} ${button.secondary} ${page.wrapText}`}>
            {t('tester.exists.other_email')}
          </Link>
        </>
      }
    >
      <p data-testid="tester-exists">{t('tester.exists.text')}</p>
    </MessagePanel>
  );
}
