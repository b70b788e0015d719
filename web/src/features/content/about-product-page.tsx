import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import { MessagePanel } from '../../components/ui/message-panel';
import { AlertIcon, ArrowRightIcon, CheckIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import { LINE_IMAGES, PRODUCT_LINES, isProductLine } from './product-lines';
import content from './content.module.css';
import styles from './about-page.module.css';

const route = getRouteApi('/about/$product');

/** /about/{product}: one of the brand's product lines. */
export function AboutProductPage() {
  const { t } = useTranslation();
  const { product } = route.useParams();
  const line = isProductLine(product) ? product : undefined;
  useDocumentTitle(line ? t(`content.lines.${line}.name`) : t('content.about.unknown_line'));
  if (!line) {
    return (
      <MessagePanel
        icon={<AlertIcon />}
        title={t('content.about.unknown_line')}
        actions={
          <Link to="/about" className={`${button.button} ${button.primary}`}>
            {t('content.about.back')}
          </Link>
        }
      />
    );
  }
  const features = ['f1', 'f2', 'f3'] as const;
  return (
    <div className={content.page}>
      <header className={content.hero}>
        <div className={`${content.heroInner} ${styles.lineHero}`}>
          <div className={styles.lineHeroText}>
            <p className={content.eyebrow}>
              <Link to="/about" className={content.textLink}>
                {t('content.about.title')}
              </Link>
            </p>
            <h1 className={content.title}>{t(`content.lines.${line}.title`)}</h1>
            <p className={content.lead}>{t(`content.lines.${line}.lead`)}</p>
            <AppLink to={`/products/${line}`} className={`${button.button} ${button.primary}`}>
              {t('content.about.shop_line', { line: t(`content.lines.${line}.name`) })}
              <ArrowRightIcon />
            </AppLink>
          </div>
          <img className={styles.lineImage} src={LINE_IMAGES[line]} alt="" width={480} height={270} />
        </div>
      </header>
      <section className={content.section}>
        <ul role="list" className={styles.features}>
          {features.map((f) => (
            <li key={f}>
              <CheckIcon className={styles.featureIcon} />
              <span>{t(`content.lines.${line}.${f}`)}</span>
            </li>
          ))}
        </ul>
        <nav className={content.chips} aria-label={t('content.about.lines_title')}>
          {PRODUCT_LINES.map((other) => (
            <Link key={other} to="/about/$product" params={{ product: other }} className={content.chip} activeProps={{ 'aria-current': 'page' }}>
              {t(`content.lines.${other}.name`)}
            </Link>
          ))}
        </nav>
      </section>
    </div>
  );
}
