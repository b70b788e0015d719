import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, CheckIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import page from '../../components/ui/content-page.module.css';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReviewSearch } from './search';

/** /guide_tester: the review flow's guide for beta testers reporting on a product they tested. */
export function GuideTesterPage() {
  const { t } = useTranslation();
  const search = useReviewSearch();
  useDocumentTitle(t('review.guide_tester.title'));
  const points = (['honest', 'time', 'coupon', 'confidential'] as const).map((key) => t(`review.guide_tester.point_${key}`));
  return (
    <div className={page.page}>
      <section className={page.hero} aria-labelledby="guide-tester-title">
        <div className={page.heroInner}>
          <p className={page.eyebrow}>{t('review.guide_tester.eyebrow')}</p>
          <h1 id="guide-tester-title" className={page.title}>
            {t('review.guide_tester.title')}
          </h1>
          <p className={page.lead}>{t('review.guide_tester.intro')}</p>
        </div>
      </section>
      <section className={`${page.section} ${page.narrow}`}>
        <ul className={page.checklist}>
          {points.map((point) => (
            <li key={point}>
              <CheckIcon />
              {point}
            </li>
          ))}
        </ul>
        <div className={`${page.actions} ${page.guides}`}>
          <Link
            to="/comments"
            search={{ choice: '30', ...(search.product ? { product: search.product } : {}) }}
            className={`${button.button} ${button.large} ${button.primary}`}
          >
            {t('review.guide_tester.cta')}
            <ArrowRightIcon />
          </Link>
        </div>
        <p className={`${page.sectionIntro} ${page.guides}`}>
          {t('review.guide_tester.not_tester')}{' '}
          <Link to="/beta_tester" className={page.textLink}>
            {t('review.guide_tester.join')}
          </Link>
        </p>
      </section>
    </div>
  );
}
