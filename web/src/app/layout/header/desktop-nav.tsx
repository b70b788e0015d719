import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../../../features/menu/api';
import { AppLink } from '../../../components/ui/app-link';
import { ChevronDownIcon } from '../../../components/ui/icons/icons';
import styles from './desktop-nav.module.css';

function NavGroup({ entry }: { entry: MenuEntry }) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  return (
    // Hover opens the panel for mouse users and Escape closes it from anywhere inside; the button
    // is the control keyboards and screen readers use.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
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
      {/* A click on one of its links closes the panel (the links themselves are the controls). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
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
