import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ArrowRightIcon } from '../../components/ui/icons/icons';
import { AdapterIcon, CableIcon, PlugIcon, StandIcon } from './content-icons';
import { PRODUCT_LINES, type ProductLine } from './product-lines';
import content from './content.module.css';
import styles from './about-page.module.css';

/** docs/product.md §9: the brand was founded in May 2015. */
export const FOUNDED = new Date(2015, 4, 1);

export const LINE_ICONS: Record<ProductLine, () => React.JSX.Element> = { cables: CableIcon, chargers: PlugIcon, adapters: AdapterIcon, stands: StandIcon };

/** /about: the brand story and its product lines. */
export function AboutPage() {
  const { t } = useTranslation();
  const format = useFormat();
  useDocumentTitle(t('content.about.title'));
  const values = ['tested', 'honest', 'support'] as const;
  return (
    <div className={content.page}>
      <header className={`${content.hero} ${styles.hero}`}>
        <div className={content.heroInner}>
          <p className={content.eyebrow}>{t('content.about.eyebrow', { date: format.monthYear(FOUNDED) })}</p>
          <h1 className={content.title}>{t('content.about.title')}</h1>
          <p className={content.lead}>{t('content.about.lead')}</p>
        </div>
      </header>
      <section className={`${content.section} ${styles.story}`}>
        <div className={styles.storyText}>
          <h2 className={content.sectionTitle}>{t('content.about.story_title')}</h2>
          <p>{t('content.about.story_1', { date: format.monthYear(FOUNDED) })}</p>
          <p>{t('content.about.story_2')}</p>
          <p>{t('content.about.story_3')}</p>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('content.about.fact_founded')}</dt>
            <dd>{format.year(FOUNDED)}</dd>
          </div>
          <div>
            <dt>{t('content.about.fact_regions')}</dt>
            <dd>{format.number(9)}</dd>
          </div>
          <div>
            <dt>{t('content.about.fact_marketplaces')}</dt>
            <dd>{format.number(15)}</dd>
          </div>
          <div>
            <dt>{t('content.about.fact_reply')}</dt>
            <dd>{format.duration(24, 'hour')}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.values} aria-labelledby="about-values">
        <div className={content.heroInner}>
          <h2 id="about-values" className={content.sectionTitle}>
            {t('content.about.values_title')}
          </h2>
          <ul role="list" className={styles.valueList}>
            {values.map((v) => (
              <li key={v}>
                <h3>{t(`content.about.value_${v}_title`)}</h3>
                <p>{t(`content.about.value_${v}_text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={content.section} aria-labelledby="about-lines">
        <h2 id="about-lines" className={content.sectionTitle}>
          {t('content.about.lines_title')}
        </h2>
        <ul role="list" className={styles.lines}>
          {PRODUCT_LINES.map((line) => {
            const Icon = LINE_ICONS[line];
            return (
              <li key={line}>
                <Link to="/about/$product" params={{ product: line }} className={styles.line} data-line={line}>
                  <span className={styles.lineIcon}>
                    <Icon />
                  </span>
                  <span className={styles.lineName}>{t(`content.lines.${line}.name`)}</span>
                  <span className={styles.lineText}>{t(`content.lines.${line}.short`)}</span>
                  <span className={styles.lineCta}>
                    {t('content.about.line_cta')}
                    <ArrowRightIcon />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
