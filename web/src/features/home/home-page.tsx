import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppLink, useIsKnownPath } from '../../components/ui/app-link';
import { ArrowRightIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import { useFormat } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HeroArt } from './hero-art';
import { ShopAll } from './shop-all';
import { AdapterIcon, CableIcon, ChargerIcon, ChatIcon, ShieldIcon, StandIcon, StoreIcon } from './home-icons';
import styles from './home-page.module.css';
import tiles from './range-tiles.module.css';

/** docs/product.md §2 and §9: founded in May 2015; 13 regional marketplaces; replies within 24 hours. */
const FOUNDED = new Date(2015, 4, 1);
const REGIONAL_MARKETPLACES = 13;
const WARRANTY_MONTHS = 12;
const REPLY_HOURS = 24;

const RANGES = [
  { key: 'cables', path: '/products/cables', Icon: CableIcon },
  { key: 'chargers', path: '/products/chargers', Icon: ChargerIcon },
  { key: 'adapters', path: '/products/adapters', Icon: AdapterIcon },
  { key: 'stands', path: '/products/stands', Icon: StandIcon },
] as const;

function RangeTile({ path, children }: { path: string; children: ReactNode }) {
  const known = useIsKnownPath()(path);
  // A tile becomes a link only once the range's page exists.
  return known ? (
    <AppLink to={path} className={`${tiles.tile} ${tiles.tileLink}`}>
      {children}
    </AppLink>
  ) : (
    <div className={tiles.tile}>{children}</div>
  );
}

/** /index: the home page, "Shop All". */
export function HomePage() {
  const { t } = useTranslation();
  const format = useFormat();
  useDocumentTitle(t('home.title'));

  const promises = [
    {
      key: 'warranty',
      Icon: ShieldIcon,
      title: t('home.promise_warranty_title'),
      text: t('home.promise_warranty_text', { duration: format.duration(WARRANTY_MONTHS, 'month') }),
    },
    {
      key: 'marketplaces',
      Icon: StoreIcon,
      title: t('home.promise_marketplaces_title'),
      text: t('home.promise_marketplaces_text', { count: format.number(REGIONAL_MARKETPLACES) }),
    },
    {
      key: 'support',
      Icon: ChatIcon,
      title: t('home.promise_support_title'),
      text: t('home.promise_support_text', { duration: format.duration(REPLY_HOURS, 'hour') }),
    },
  ];

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={styles.heroInner}>
          <div className={styles.heroCopy}>
            <p className={styles.eyebrow}>{t('home.hero_eyebrow')}</p>
            <h1 id="home-hero-title" className={styles.heroTitle}>
              {t('home.hero_title')}
            </h1>
            <p className={styles.heroText}>{t('home.hero_text')}</p>
            <div className={styles.heroActions}>
              <AppLink to="/warranty" className={`${button.button} ${button.large} ${button.primary}`}>
                {t('home.hero_cta_warranty')}
                <ArrowRightIcon />
              </AppLink>
              <Link to="/index" hash="ranges" className={`${button.button} ${button.large} ${button.secondary}`}>
                {t('home.hero_cta_shop')}
              </Link>
            </div>
            <p className={styles.since}>{t('home.since', { date: format.monthYear(FOUNDED) })}</p>
          </div>
          <HeroArt className={styles.heroArt} />
        </div>
      </section>

      <section id="ranges" className={styles.section} aria-labelledby="home-ranges-title">
        <div className={styles.sectionHead}>
          <h2 id="home-ranges-title" className={styles.sectionTitle}>
            {t('home.ranges_title')}
          </h2>
          <p className={styles.sectionIntro}>{t('home.ranges_intro')}</p>
        </div>
        <ul role="list" className={tiles.tiles}>
          {RANGES.map(({ key, path, Icon }) => (
            <li key={key}>
              <RangeTile path={path}>
                <span className={tiles.tileIcon}>
                  <Icon />
                </span>
                <h3 className={tiles.tileTitle}>{t(`home.range_${key}_title`)}</h3>
                <p className={tiles.tileText}>{t(`home.range_${key}_text`)}</p>
                <p className={tiles.tileTags}>{t(`home.range_${key}_tags`)}</p>
              </RangeTile>
            </li>
          ))}
        </ul>
      </section>

      <section id="shop-all" className={styles.section} aria-labelledby="home-shop-title">
        <div className={styles.sectionHead}>
          <h2 id="home-shop-title" className={styles.sectionTitle}>
            {t('home.shop_title')}
          </h2>
          <p className={styles.sectionIntro}>{t('home.shop_intro')}</p>
        </div>
        <ShopAll />
      </section>

      <section className={styles.section} aria-labelledby="home-promises-title">
        <div className={styles.sectionHead}>
          <h2 id="home-promises-title" className={styles.sectionTitle}>
            {t('home.promises_title')}
          </h2>
        </div>
        <ul role="list" className={styles.promiseList}>
          {promises.map(({ key, Icon, title, text }) => (
            <li key={key} className={styles.promise}>
              <span className={styles.promiseIcon}>
                <Icon />
              </span>
              <h3 className={styles.promiseTitle}>{title}</h3>
              <p className={styles.promiseText}>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-cta-title">
        <div className={styles.cta}>
          <div>
            <h2 id="home-cta-title" className={styles.ctaTitle}>
              {t('home.cta_title')}
            </h2>
            <p className={styles.ctaText}>{t('home.cta_text')}</p>
          </div>
          <AppLink to="/warranty" className={`${button.button} ${button.large} ${button.primary} ${styles.ctaButton}`}>
            {t('home.cta_button')}
            <ArrowRightIcon />
          </AppLink>
        </div>
      </section>
    </div>
  );
}
