import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Site, UserInfo } from '@voltline/contracts';
import type { MenuEntry } from '../../../features/menu/api';
import { AppLink } from '../../../components/ui/app-link';
import { ChevronDownIcon, UserIcon } from '../../../components/ui/icons/icons';
import { SiteSwitcher } from './site-switcher';
import { MobileAccount } from './user-menu';
import styles from './mobile-menu.module.css';

function Group({ entry }: { entry: MenuEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={styles.group}>
      <button type="button" className={styles.groupButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {entry.name}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul role="list" id={id} className={styles.children} hidden={!open}>
        {entry.children.map((child) => (
          <li key={`${child.path}:${child.name}`}>
            <AppLink to={child.path} fallback="text" className={styles.childLink}>
              {child.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

interface MobileMenuProps {
  id: string;
  open: boolean;
  menu: MenuEntry[];
  sites: Site[];
  current: Site | undefined;
  /** The signed-in person, or null: the sign-in link. */
  user: UserInfo | null;
  onClose: () => void;
}

/** The phone menu: a full-height panel under the header with the menu, the login panel and sites. */
export function MobileMenu({ id, open, menu, sites, current, user, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    // Escape from anywhere in the panel closes it; the panel itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      id={id}
      className={styles.panel}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <nav aria-label={t('header.main_menu')}>
        <ul role="list" className={styles.list}>
          {menu.map((entry) =>
            entry.children.length > 0 ? (
              <Group key={`${entry.path}:${entry.name}`} entry={entry} />
            ) : (
              <li key={`${entry.path}:${entry.name}`} className={styles.group}>
                <AppLink to={entry.path} fallback="text" className={styles.groupButton}>
                  {entry.name}
                </AppLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      {user ? (
        <MobileAccount user={user} />
      ) : (
        <AppLink to="/login" className={styles.signIn}>
          <UserIcon aria-hidden="true" />
          {t('header.sign_in')}
        </AppLink>
      )}
      <SiteSwitcher variant="list" sites={sites} current={current} onChosen={onClose} />
    </div>
  );
}
