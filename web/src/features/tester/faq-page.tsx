import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link';
import { ChevronDownIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import page from '../../components/ui/content-page.module.css';
import styles from './faq-page.module.css';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProgrammeNav } from './programme-nav';

const QUESTIONS = ['cost', 'keep', 'selection', 'confidential', 'feedback', 'reviews', 'leave'] as const;

/** /beta_tester_faq: the programme's questions and answers. */
export function TesterFaqPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tester.faq.title'));
  return (
    <div className={page.page}>
      <ProgrammeNav />
      <section className={page.hero} aria-labelledby="tester-faq-title">
        <div className={page.heroInner}>
          <h1 id="tester-faq-title" className={page.title}>
            {t('tester.faq.title')}
          </h1>
          <p className={page.lead}>{t('tester.faq.intro')}</p>
        </div>
      </section>
      <section className={`${page.section} ${page.narrow}`}>
        <div className={styles.faq} data-testid="tester-faq">
          {QUESTIONS.map((q) => (
            <details key={q} className={styles.faqItem}>
              <summary>
                {t(`tester.faq.q_${q}`)}
                <ChevronDownIcon />
              </summary>
              <p className={styles.faqAnswer}>{t(`tester.faq.a_${q}`)}</p>
            </details>
          ))}
        </div>
      </section>
      <section className={`${page.section} ${page.narrow}`}>
        <div className={page.cta}>
          <h2 className={page.ctaTitle}>{t('tester.faq.still')}</h2>
          <AppLink to="/support_contactus" className={`${button.button} ${button.large} ${button.primary}`}>
            {t('tester.faq.contact')}
          </AppLink>
        </div>
      </section>
    </div>
  );
}
