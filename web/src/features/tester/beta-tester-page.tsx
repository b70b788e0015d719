import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, CheckIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import page from '../../components/ui/content-page.module.css';
import numbered from '../../components/ui/numbered-steps.module.css';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TesterBenefits } from './benefits';
import { ProgrammeNav } from './programme-nav';

/** /beta_tester: what the programme is, what testers get, how it works, what it asks. */
export function BetaTesterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tester.nav_label'));
  const steps = (['join', 'invite', 'test', 'share'] as const).map((key) => ({
    key,
    title: t(`tester.step_${key}_title`),
    text: t(`tester.step_${key}_text`),
  }));

  return (
    <div className={page.page}>
      <ProgrammeNav />
      <section className={page.hero} aria-labelledby="tester-hero-title">
        <div className={page.heroInner}>
          <p className={page.eyebrow}>{t('tester.eyebrow')}</p>
          <h1 id="tester-hero-title" className={page.title}>
            {t('tester.hero_title')}
          </h1>
          <p className={page.lead}>{t('tester.hero_text')}</p>
          <div className={page.actions}>
            <Link to="/beta_tester/betatester" className={`${button.button} ${button.large} ${button.primary}`}>
              {t('tester.hero_cta')}
              <ArrowRightIcon />
            </Link>
            <Link to="/beta_tester_faq" className={`${button.button} ${button.large} ${button.secondary}`}>
              {t('tester.hero_faq')}
            </Link>
          </div>
        </div>
      </section>

      <section className={page.section} aria-labelledby="tester-benefits-title">
        <div className={page.sectionHead}>
          <h2 id="tester-benefits-title" className={page.sectionTitle}>
            {t('tester.benefits_title')}
          </h2>
          <p className={page.sectionIntro}>{t('tester.benefits_intro')}</p>
        </div>
        <TesterBenefits />
      </section>

      <section className={page.section} aria-labelledby="tester-steps-title">
        <div className={page.sectionHead}>
          <h2 id="tester-steps-title" className={page.sectionTitle}>
            {t('tester.steps_title')}
          </h2>
        </div>
        <ol className={`${numbered.steps} ${numbered.stepsRow}`}>
          {steps.map((step) => (
            <li key={step.key} className={numbered.step}>
              <h3 className={numbered.stepTitle}>{step.title}</h3>
              <p className={numbered.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={page.section} aria-labelledby="tester-ask-title">
        <div className={page.sectionHead}>
          <h2 id="tester-ask-title" className={page.sectionTitle}>
            {t('tester.ask_title')}
          </h2>
        </div>
        <ul className={page.checklist}>
          <li>
            <CheckIcon />
            {t('tester.ask_opinions')}
          </li>
          <li>
            <CheckIcon />
            {t('tester.ask_confidential')}
          </li>
        </ul>
        <p className={`${page.sectionIntro} ${page.guides}`}>
          {t('tester.guides_title')}:{' '}
          <Link to="/register_betatester_guide" className={page.textLink}>
            {t('tester.guide_register_link')}
          </Link>
          {' · '}
          <Link to="/betatester_active_guide" className={page.textLink}>
            {t('tester.guide_active_link')}
          </Link>
        </p>
      </section>

      <section className={page.section}>
        <div className={page.cta}>
          <div>
            <h2 className={page.ctaTitle}>{t('tester.cta_title')}</h2>
            <p className={page.ctaText}>{t('tester.cta_text')}</p>
          </div>
          <Link to="/beta_tester/betatester" className={`${button.button} ${button.large} ${button.primary}`}>
            {t('tester.hero_cta')}
            <ArrowRightIcon />
          </Link>
        </div>
      </section>
    </div>
  );
}
