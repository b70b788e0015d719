import { useTranslation } from 'react-i18next';
import { BCP47, toLang } from '@voltline/locales';
import { useChooseSite, useCurrentSite } from '../../../lib/site-store';
import { useFormat } from '../../../lib/format';
import { Flag } from '../../../components/ui/flag';
import { CheckIcon } from '../../../components/ui/icons/icons';
import { useWarrantyPolicy } from '../api';
import styles from './welcome-step.module.css';
import text from '../form-text.module.css';

/** Step 1: what registering brings on this site, and the language flags. */
export function WelcomeStep() {
  const { t } = useTranslation();
  const format = useFormat();
  const { site, sites, code } = useCurrentSite();
  const chooseSite = useChooseSite();
  const { data: policy } = useWarrantyPolicy(code);
  const standard = format.duration(policy?.standard_months ?? 12, 'month');
  return (
    <div className={styles.welcome}>
      <p className={styles.lead}>
        {policy?.coverage === 'extended' ? t('warranty.welcome.extended', { standard, wording: policy.wording }) : t('warranty.welcome.lifetime', { standard })}
      </p>
      <p className={text.muted}>{t('warranty.welcome.ready')}</p>
      {sites.length > 0 ? (
        <fieldset className={styles.languages}>
          <legend className={text.groupLabel}>{t('warranty.welcome.language')}</legend>
          <ul role="list" className={styles.flags}>
            {sites.map((s) => {
              const current = s.site === site?.site;
              return (
                <li key={s.id}>
                  <button
                    type="button"
                    className={styles.flagButton}
                    aria-pressed={current}
                    data-site={s.site}
                    lang={BCP47[toLang(s.siteLang || s.site)]}
                    onClick={() => chooseSite(s)}
                  >
                    <Flag site={s} />
                    <span>{s.name}</span>
                    {current ? <CheckIcon className={styles.flagCheck} /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
