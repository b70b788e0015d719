import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BCP47, toLang } from '@voltline/locales/languages';
import type { Site } from '@voltline/contracts';
import { useChooseSite } from '../../../lib/site-store';
import { useDismiss } from '../../../lib/use-dismiss';
import { Flag } from '../../../components/ui/flag';
import { CheckIcon, ChevronDownIcon } from '../../../components/ui/icons/icons';
import styles from './site-switcher.module.css';

interface SiteSwitcherProps {
  sites: Site[];
  current: Site | undefined;
  /** 'dropdown' in the desktop header; 'list' inside the phone menu panel. */
  variant: 'dropdown' | 'list';
  onChosen?: () => void;
}

function SiteOptions({ sites, current, onPick }: { sites: Site[]; current: Site | undefined; onPick: (site: Site) => void }) {
  return (
    <ul role="list" className={styles.options}>
      {sites.map((site) => {
        const selected = site.site === current?.site;
        return (
          <li key={site.id}>
            <button type="button" className={styles.option} aria-current={selected ? 'true' : undefined} onClick={() => onPick(site)}>
              <Flag site={site} />
              <span className={styles.optionText}>
                <span className={styles.optionName} lang={BCP47[toLang(site.siteLang || site.site)]}>
                  {site.name}
                </span>
                {site.name_en && site.name_en !== site.name ? <span className={styles.optionEn}>{site.name_en}</span> : null}
              </span>
              {selected ? <CheckIcon className={styles.check} /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Country/region and language choice: flag and name of each site. */
export function SiteSwitcher({ sites, current, variant, onChosen }: SiteSwitcherProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const chooseSite = useChooseSite();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);

  const pick = (site: Site) => {
    chooseSite(site);
    setOpen(false);
    onChosen?.();
  };

  if (sites.length === 0) return null;

  if (variant === 'list') {
    return (
      <section className={styles.listSection} aria-labelledby={`${panelId}-title`}>
        <h2 id={`${panelId}-title`} className={styles.listTitle}>
          {t('header.choose_site')}
        </h2>
        <SiteOptions sites={sites} current={current} onPick={pick} />
      </section>
    );
  }

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={current ? t('header.current_site', { name: current.name }) : t('header.choose_site')}
        onClick={() => setOpen((value) => !value)}
      >
        {current ? <Flag site={current} /> : null}
        <span className={styles.triggerName} aria-hidden="true">
          {current?.name}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.panelTitle}>{t('header.choose_site')}</p>
        <SiteOptions sites={sites} current={current} onPick={pick} />
      </div>
    </div>
  );
}
