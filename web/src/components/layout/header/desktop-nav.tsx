import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../../../features/menu/api';
import { AppLink } from '../../ui/app-link';
import { ChevronDownIcon } from '../../ui/icons/icons';
import styles from './desktop-nav.module.css';

function NavGroup({ entry }: { entry: MenuEntry }) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  return (
    <li
      ref={itemRef}
      className={styles.item}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.top}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A click after the hover opened it keeps it open (the mouse is already there).
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        {entry.name}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.dropdown} hidden={!open} onClick={() => setOpen(false)}>
        <ul role="list" className={styles.dropList}>
          {entry.children.map((child) => (
            <li key={`${child.path}:${child.name}`}>
              <AppLink to={child.path} fallback="text" className={styles.dropLink}>
                {child.name}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The main menu on desktop: top entries, each with its children in a dropdown. */
export function DesktopNav({ menu }: { menu: MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('header.main_menu')}>
      <ul role="list" className={styles.list}>
        {menu.map((entry) =>
          entry.children.length > 0 ? (
            <NavGroup key={`${entry.path}:${entry.name}`} entry={entry} />
          ) : (
            <li key={`${entry.path}:${entry.name}`} className={styles.item}>
              <AppLink to={entry.path} fallback="text" className={styles.top}>
                {entry.name}
              </AppLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
