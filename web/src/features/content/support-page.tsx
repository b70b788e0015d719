import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import { ArrowRightIcon } from '../../components/ui/icons/icons';
import { FlaskIcon, ShieldCheckIcon } from '../../components/ui/icons/page-icons';
import { ChatIcon, DownloadIcon, QuestionIcon } from './content-icons';
import content from './content.module.css';
import styles from './support-page.module.css';

interface Entry {
  key: 'warranty' | 'contact' | 'faq' | 'downloads' | 'tester';
  to: string;
  icon: ReactNode;
}

const ENTRIES: readonly Entry[] = [
  { key: 'warranty', to: '/warranty', icon: <ShieldCheckIcon /> },
  { key: 'contact', to: '/support_contactus', icon: <ChatIcon /> },
  { key: 'faq', to: '/support_faq', icon: <QuestionIcon /> },
  { key: 'downloads', to: '/download', icon: <DownloadIcon /> },
  { key: 'tester', to: '/beta_tester', icon: <FlaskIcon /> },
];

/** /support: the customer-care hub. */
export function SupportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.support.title'));
  return (
    <div className={content.page}>
      <header className={content.hero}>
        <div className={content.heroInner}>
          <p className={content.eyebrow}>{t('content.support.eyebrow')}</p>
          <h1 className={content.title}>{t('content.support.title')}</h1>
          <p className={content.lead}>{t('content.support.lead')}</p>
        </div>
      </header>
      <section className={content.section}>
        <ul role="list" className={styles.cards}>
          {ENTRIES.map(({ key, to, icon }) => (
            <li key={key}>
              <AppLink to={to} className={styles.card} data-support={key}>
                <span className={styles.icon}>{icon}</span>
                <span className={styles.cardTitle}>{t(`content.support.${key}_title`)}</span>
                <span className={styles.cardText}>{t(`content.support.${key}_text`)}</span>
                <span className={styles.cta}>
                  {t(`content.support.${key}_cta`)}
                  <ArrowRightIcon />
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
        <div className={styles.promise}>
          <h2 className={styles.promiseTitle}>{t('content.support.promise_title')}</h2>
          <ul role="list" className={styles.promiseList}>
            <li>{t('content.support.promise_reply')}</li>
            <li>{t('content.support.promise_warranty')}</li>
            <li>{t('content.support.promise_delivery')}</li>
          </ul>
          <AppLink to="/warrantyPolicy" className={content.textLink}>
            {t('content.support.policy_link')}
          </AppLink>
        </div>
      </section>
    </div>
  );
}
