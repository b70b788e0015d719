import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SubscribeBox } from '../../../features/newsletter/subscribe-box';
import { useMenu, type MenuEntry } from '../../../features/menu/api';
import { useFormat } from '../../../lib/format';
import { useCurrentSite } from '../../../lib/site-store';
import { AppLink } from '../../../components/ui/app-link';
import { ArrowUpIcon, FacebookIcon, InstagramIcon, YoutubeIcon } from '../../../components/ui/icons/icons';
import { Logo } from '../../../components/ui/logo';
import { useRegistrationMode } from '../use-registration-mode';
import styles from './footer.module.css';

const SOCIAL = [
  { key: 'facebook', href: 'https://www.facebook.com/voltline', Icon: FacebookIcon },
  { key: 'instagram', href: 'https://www.instagram.com/voltline', Icon: InstagramIcon },
  { key: 'youtube', href: 'https://www.youtube.com/@voltline', Icon: YoutubeIcon },
] as const;

/** docs/product.md §2: /products stays out of the footer, at every level. */
function footerGroups(menu: MenuEntry[]): MenuEntry[] {
  const keep = (entries: MenuEntry[]): MenuEntry[] =>
    entries.filter((entry) => entry.path !== '/products').map((entry) => ({ ...entry, children: keep(entry.children) }));
  return keep(menu);
}

function scrollToTop() {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  document.getElementById('top')?.focus({ preventScroll: true });
}

export function Footer() {
  const { t } = useTranslation();
  const format = useFormat();
  const { site } = useCurrentSite();
  const { data: menu = [] } = useMenu(site?.id);
  const groups = footerGroups(menu);
  // Registration mode (docs/product.md §2): no newsletter box and no big menu, only the legal line.
  const reduced = useRegistrationMode();

  return (
    <footer className={`${styles.footer} ${reduced ? styles.reduced : ''}`}>
      <div className={styles.inner}>
        {reduced ? null : (
          <>
            <div id="newsletter" className={styles.newsletter}>
              <SubscribeBox />
            </div>

            <div className={styles.main}>
              <div className={styles.brand}>
                <Link to="/" className={styles.logo} aria-label={t('a11y.home')}>
                  <Logo tone="light" />
                </Link>
                <p className={styles.tagline}>{t('brand.tagline')}</p>
                <ul role="list" className={styles.social} aria-label={t('footer.follow')}>
                  {SOCIAL.map(({ key, href, Icon }) => (
                    <li key={key}>
                      <a className={styles.socialLink} href={href} target="_blank" rel="noopener noreferrer">
                        <Icon />
                        <span className="visually-hidden">
                          {t(`footer.social_${key}`)} {t('a11y.opens_new_tab')}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>

              <nav className={styles.columns} aria-label={t('footer.nav_label')}>
                <div>
                  <h2 className={styles.heading}>{t('footer.company')}</h2>
                  <ul role="list" className={styles.links}>
                    <li>
                      <AppLink to="/about" className={styles.link}>
                        {t('footer.about')}
                      </AppLink>
                    </li>
                    <li>
                      <AppLink to="/contact?type=influencer" className={styles.link}>
                        {t('footer.influencer')}
                      </AppLink>
                    </li>
                    <li>
                      <AppLink to="/contact?type=wholesale" className={styles.link}>
                        {t('footer.wholesale')}
                      </AppLink>
                    </li>
                  </ul>
                </div>
                {groups.map((group) => (
                  <div key={`${group.path}:${group.name}`}>
                    <h2 className={styles.heading}>
                      {group.children.length > 0 ? (
                        group.name
                      ) : (
                        <AppLink to={group.path} fallback="text" className={styles.headingLink}>
                          {group.name}
                        </AppLink>
                      )}
                    </h2>
                    {group.children.length > 0 ? (
                      <ul role="list" className={styles.links}>
                        {group.children.map((child) => (
                          <li key={`${child.path}:${child.name}`}>
                            <AppLink to={child.path} fallback="text" className={styles.link}>
                              {child.name}
                            </AppLink>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                ))}
              </nav>
            </div>
          </>
        )}

        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('footer.copyright', { year: format.year(new Date()) })}</p>
          <ul role="list" className={styles.legal} aria-label={t('footer.legal')}>
            <li>
              <AppLink to="/privacyPolicy" className={styles.link}>
                {t('footer.privacy')}
              </AppLink>
            </li>
            <li>
              <AppLink to="/termsOfService" className={styles.link}>
                {t('footer.terms')}
              </AppLink>
            </li>
          </ul>
          <button type="button" className={styles.top} onClick={scrollToTop}>
            <ArrowUpIcon aria-hidden="true" />
            {t('footer.back_to_top')}
          </button>
        </div>
      </div>
    </footer>
  );
}
