import { useTranslation } from 'react-i18next';
import type { WarrantyPolicy } from '@voltline/contracts';
import { useCurrentSite } from '../../lib/site-store';
import { useWarrantyPolicy } from '../../lib/warranty-policy';
import { useFormat } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import content from './content.module.css';
import styles from './legal-page.module.css';

export type LegalDocument = 'warranty' | 'terms' | 'privacy';

/** docs/product.md §9: the privacy policy is effective from 18 May 2018. */
const PRIVACY_EFFECTIVE = new Date(2018, 4, 18);
const TERMS_UPDATED = new Date(2026, 1, 3);
const WARRANTY_UPDATED = new Date(2026, 1, 3);

/**
 * Section keys of each document, in reading order. The warranty's extension section follows the
 * site's policy as the API applies it (lifetime, or 18+36 months); until that is known it is left
 * out rather than guessed.
 */
const SECTIONS: Record<LegalDocument, (coverage: WarrantyPolicy['coverage'] | undefined) => string[]> = {
  warranty: (coverage) => [
    'standard',
    'registration',
    ...(coverage ? [coverage] : []),
    'exchanges',
    'replacements',
    'claims',
    'refunds',
    'exclusions',
    'how',
    'rights',
  ],
  terms: () => ['about', 'marketplaces', 'accounts', 'warranty', 'testers', 'reviews', 'content', 'use', 'liability', 'changes', 'law', 'contact'],
  privacy: () => [
    'controller',
    'data',
    'purposes',
    'statistics',
    'newsletter',
    'marketplaces',
    'sharing',
    'transfers',
    'retention',
    'rights',
    'security',
    'children',
    'changes',
    'contact',
  ],
};

/** /warrantyPolicy, /termsOfService, /privacyPolicy: the brand's legal texts, in the site's language. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const { t } = useTranslation();
  // Section keys are data (SECTIONS), so they are looked up as plain strings; the locale gate
  // guarantees every language has each of them.
  const text = t as unknown as (key: string) => string;
  const format = useFormat();
  const { code } = useCurrentSite();
  useDocumentTitle(t(`legal.${doc}.title`));
  const policy = useWarrantyPolicy(code, doc === 'warranty');
  const keys = SECTIONS[doc](policy.data?.coverage);
  const dateLine =
    doc === 'privacy'
      ? t('legal.effective', { date: format.date(PRIVACY_EFFECTIVE) })
      : t('legal.updated', { date: format.date(doc === 'terms' ? TERMS_UPDATED : WARRANTY_UPDATED) });
  return (
    <div className={content.page}>
      <header className={content.hero}>
        <div className={content.heroInner}>
          <p className={content.eyebrow}>{t('legal.eyebrow')}</p>
          <h1 className={content.title}>{t(`legal.${doc}.title`)}</h1>
          <p className={content.lead}>{t(`legal.${doc}.lead`)}</p>
          <p className={styles.date}>{dateLine}</p>
        </div>
      </header>
      <div className={`${content.section} ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="legal-toc">
          <h2 id="legal-toc" className={styles.tocTitle}>
            {t('legal.contents')}
          </h2>
          <ol className={styles.tocList}>
            {keys.map((key) => (
              <li key={key}>
                <a href={`#${key}`}>{text(`legal.${doc}.${key}.h`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.text}>
          {keys.map((key) => (
            <section key={key} id={key} className={styles.section}>
              <h2>{text(`legal.${doc}.${key}.h`)}</h2>
              {text(`legal.${doc}.${key}.p`)
                .split('\n')
                .map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
            </section>
          ))}
          <p className={styles.related}>
            {doc !== 'warranty' ? (
              <AppLink to="/warrantyPolicy" className={content.textLink}>
                {t('legal.warranty.title')}
              </AppLink>
            ) : null}
            {doc !== 'terms' ? (
              <AppLink to="/termsOfService" className={content.textLink}>
                {t('legal.terms.title')}
              </AppLink>
            ) : null}
            {doc !== 'privacy' ? (
              <AppLink to="/privacyPolicy" className={content.textLink}>
                {t('legal.privacy.title')}
              </AppLink>
            ) : null}
          </p>
        </div>
      </div>
    </div>
  );
}

export const WarrantyPolicyPage = () => <LegalPage doc="warranty" />;
export const TermsPage = () => <LegalPage doc="terms" />;
export const PrivacyPage = () => <LegalPage doc="privacy" />;
