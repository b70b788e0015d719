import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import page from '../../components/ui/content-page.module.css';
import numbered from '../../components/ui/numbered-steps.module.css';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TesterBenefits } from './benefits';

type Guide = 'guide_register' | 'guide_active';

function GuidePage({ guide, steps, cta }: { guide: Guide; steps: number; cta: { to: '/beta_tester/betatester' | '/beta_tester_faq' } }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`tester.${guide}.title`));
  const numbers = Array.from({ length: steps }, (_, i) => i + 1) as (1 | 2 | 3 | 4 | 5 | 6)[];
  return (
    <div className={page.page}>
      <section className={page.hero} aria-labelledby="guide-title">
        <div className={page.heroInner}>
          <p className={page.eyebrow}>{t('tester.eyebrow')}</p>
          <h1 id="guide-title" className={page.title}>
            {t(`tester.${guide}.title`)}
          </h1>
          <p className={page.lead}>{t(`tester.${guide}.intro`)}</p>
        </div>
      </section>
      <section className={`${page.section} ${page.narrow}`}>
        <ol className={numbered.steps} data-testid="guide-steps">
          {numbers.map((n) => (
            <li key={n} className={numbered.step}>
              <h2 className={numbered.stepTitle}>{t(`tester.${guide}.step${n}_title`)}</h2>
              <p className={numbered.stepText}>{t(`tester.${guide}.step${n}_text`)}</p>
            </li>
          ))}
        </ol>
        <div className={`${page.actions} ${page.guides}`}>
          <Link to={cta.to} className={`${button.button} ${button.large} ${button.primary}`}>
            {t(`tester.${guide}.cta`)}
            <ArrowRightIcon />
          </Link>
          <Link to="/beta_tester" className={`${button.button} ${button.large} ${button.secondary}`}>
            {t('tester.nav_programme')}
          </Link>
        </div>
      </section>
      <section className={page.section} aria-labelledby="guide-benefits">
        <div className={page.sectionHead}>
          <h2 id="guide-benefits" className={page.sectionTitle}>
            {t('tester.benefits_title')}
          </h2>
        </div>
        <TesterBenefits />
      </section>
    </div>
  );
}

/** /register_betatester_guide: how to register, step by step. */
export function RegisterGuidePage() {
  return <GuidePage guide="guide_register" steps={6} cta={{ to: '/beta_tester/betatester' }} />;
}

/** /betatester_active_guide: how a test works, from invitation to reward. */
export function ActiveGuidePage() {
  return <GuidePage guide="guide_active" steps={6} cta={{ to: '/beta_tester_faq' }} />;
}
