import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@voltline/contracts';
import { useLogout } from '../../../features/account/api';
import { useDismiss } from '../../../lib/use-dismiss';
import { ChevronDownIcon, LogOutIcon, UserIcon } from '../../../components/ui/icons/icons';
import styles from './user-menu.module.css';

/** docs/product.md §2: the signed-in email with a dropdown: Personal info (/my_benefits) and Sign out. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);
  const logout = useLogout();

  return (
    <div className={styles.root} ref={rootRef} data-testid="user-menu">
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        title={user.email}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon aria-hidden="true" />
        <span className={styles.email}>{user.email}</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.who}>
          {t('header.signed_in_as')}
          <strong className={styles.whoEmail}>{user.email}</strong>
        </p>
        <ul role="list" className={styles.items}>
          <li>
            <Link to="/personal_center/my_benefits" className={styles.item} onClick={close}>
              <UserIcon aria-hidden="true" />
              {t('header.personal_info')}
            </Link>
          </li>
          <li>
            <button type="button" className={styles.item} disabled={logout.isPending} onClick={() => logout.mutate(undefined, { onSettled: close })}>
              <LogOutIcon aria-hidden="true" />
              {t('header.sign_out')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The same choices inside the phone menu panel. */
export function MobileAccount({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <section className={styles.mobile} aria-label={t('header.account')}>
      <p className={styles.who}>
        {t('header.signed_in_as')}
        <strong className={styles.whoEmail}>{user.email}</strong>
      </p>
      <Link to="/personal_center/my_benefits" className={styles.mobileItem}>
        <UserIcon aria-hidden="true" />
        {t('header.personal_info')}
      </Link>
      <button type="button" className={styles.mobileItem} disabled={logout.isPending} onClick={() => logout.mutate()}>
        <LogOutIcon aria-hidden="true" />
        {t('header.sign_out')}
      </button>
    </section>
  );
}
