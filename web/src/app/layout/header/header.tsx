import { useEffect, useId, useRef, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../../features/menu/api';
import { useSessionUser } from '../../../lib/session-store';
import { useCurrentSite } from '../../../lib/site-store';
import { useIsCompactHeader } from '../../../lib/use-media';
import { useScrollLock } from '../../../lib/use-scroll-lock';
import { AppLink } from '../../../components/ui/app-link';
import { CloseIcon, MenuIcon, SearchIcon, UserIcon } from '../../../components/ui/icons/icons';
import { Logo } from '../../../components/ui/logo';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { SiteSwitcher } from './site-switcher';
import { useRegistrationMode } from '../use-registration-mode';
import { onDemand } from '../../../lib/on-demand';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

// Loaded when first opened: lib/on-demand.tsx.
const SearchOverlay = onDemand(() => import('../search-overlay/search-overlay').then((m) => m.SearchOverlay));

/** Registration mode (docs/product.md §2): the logo and the site choice, nothing else. */
function ReducedHeader() {
  const { t } = useTranslation();
  const { site, sites } = useCurrentSite();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/index" className={styles.logo} aria-label={t('a11y.home')}>
          <Logo />
        </Link>
        <div className={styles.actions}>
          <SiteSwitcher variant="dropdown" sites={sites} current={site} />
        </div>
      </div>
    </header>
  );
}

export function Header() {
  return useRegistrationMode() ? <ReducedHeader /> : <FullHeader />;
}

/**
 * docs/product.md §2: logo, menu, search, site/language choice, and the sign-in link or the signed-in
 * email with its dropdown; a toggle menu under 1024 px (phones and tablets), where the five menus of
 * the longer languages do not fit beside the rest.
 */
function FullHeader() {
  const { t } = useTranslation();
  const { site, sites } = useCurrentSite();
  const user = useSessionUser();
  const { data: menu = [] } = useMenu(site?.id);
  const compact = useIsCompactHeader();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const searchButton = useRef<HTMLButtonElement>(null);
  const href = useRouterState({ select: (state) => state.location.href });

  // The menu panel closes on navigation and when the window grows wide enough for the full navigation.
  useEffect(() => setMenuOpen(false), [href]);
  useEffect(() => {
    if (!compact) setMenuOpen(false);
  }, [compact]);
  useScrollLock(menuOpen && compact);

  const closeSearch = () => {
    setSearchOpen(false);
    searchButton.current?.focus();
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/index" className={styles.logo} aria-label={t('a11y.home')}>
          <Logo />
        </Link>

        <DesktopNav menu={menu} />

        <div className={styles.actions}>
          <button
            ref={searchButton}
            type="button"
            className={styles.iconButton}
            aria-label={t('header.search')}
            aria-haspopup="dialog"
            onClick={() => {
              setMenuOpen(false);
              setSearchOpen(true);
            }}
          >
            <SearchIcon />
          </button>
          <div className={styles.fullOnly}>
            <SiteSwitcher variant="dropdown" sites={sites} current={site} />
          </div>
          {user ? (
            <div className={styles.fullOnly}>
              <UserMenu user={user} />
            </div>
          ) : (
            <AppLink to="/login" className={`${styles.signIn} ${styles.fullOnly}`}>
              <UserIcon />
              <span>{t('header.sign_in')}</span>
            </AppLink>
          )}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.compactOnly}`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('header.close_menu') : t('header.open_menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <MobileMenu id={menuId} open={menuOpen} menu={menu} sites={sites} current={site} user={user} onClose={() => setMenuOpen(false)} />
      <SearchOverlay show={searchOpen} open={searchOpen} siteId={site?.id} onClose={closeSearch} />
    </header>
  );
}
