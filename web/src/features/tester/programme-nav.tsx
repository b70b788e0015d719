import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import styles from './programme-nav.module.css';

/** The programme's own tabs: /beta_tester with its children, the form and the FAQ. */
export function ProgrammeNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The form and the FAQ answer at two addresses each (the old site's short ones too).
  const links = [
    { to: '/beta_tester', paths: ['/beta_tester', '/beta_tester/'], label: t('tester.nav_programme') },
    { to: '/beta_tester/betatester', paths: ['/beta_tester/betatester', '/betatester'], label: t('tester.nav_join') },
    { to: '/beta_tester_faq', paths: ['/beta_tester_faq', '/beta_tester/beta_tester_faq'], label: t('tester.nav_faq') },
  ] as const;
  return (
    <nav className={styles.subnav} aria-label={t('tester.nav_label')}>
      <ul className={styles.subnavList}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={styles.subnavLink}
              activeOptions={{ exact: true }}
              aria-current={(link.paths as readonly string[]).includes(pathname) ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
