import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BCP47, LANGUAGES, toLang } from '@voltline/locales/languages';
import button from '../../components/ui/button.module.css';
import { PRESETS, type InsightsSearch } from './search';
import { DEFAULT_PRESET, validPeriod, type Period } from './period';
import styles from './insights.module.css';

interface FiltersProps {
  search: InsightsSearch;
  period: Period;
  previous: Period;
  onSignOut: () => void;
  signingOut: boolean;
  formatDay: (day: string) => string;
}

/** The view's controls, each a change of the address (so the view can be shared): range presets, a custom range, the site. */
export function Filters({ search, period, previous, onSignOut, signingOut, formatDay }: FiltersProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate({ from: '/insights' });
  const preset = search.range ?? DEFAULT_PRESET;
  const [custom, setCustom] = useState(period);
  const [invalid, setInvalid] = useState(false);
  const regions = new Intl.DisplayNames([BCP47[toLang(i18n.language)]], { type: 'region' });

  return (
    <section className={styles.filters} aria-label={t('insights.filters')}>
      <div className={styles.filterRow}>
        <nav aria-label={t('insights.range.label')}>
          <ul className={styles.presets}>
            {PRESETS.map((choice) => {
              // The router's own active check compares the whole address (?site= too): this one is the view's.
              const current = choice === preset ? { 'aria-current': 'true' as const, 'data-current': '' } : {};
              return (
                <li key={choice}>
                  <Link
                    to="/insights"
                    search={
                      choice === 'custom'
                        ? { ...search, range: 'custom', from: period.from, to: period.to }
                        : { ...search, range: choice, from: undefined, to: undefined }
                    }
                    className={styles.preset}
                    activeProps={current}
                    inactiveProps={current}
                    data-preset={choice}
                  >
                    {t(`insights.range.${choice}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <button type="button" className={`${button.button} ${button.secondary} ${styles.signOut}`} onClick={onSignOut} disabled={signingOut}>
          {t('insights.sign_out')}
        </button>
      </div>
      {preset === 'custom' ? (
        <form
          className={styles.custom}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const ok = validPeriod(custom.from, custom.to);
            setInvalid(!ok);
            if (ok) void navigate({ search: { ...search, range: 'custom', from: custom.from, to: custom.to } });
          }}
        >
          <label className={styles.inline}>
            {t('insights.range.from')}
            <input
              type="date"
              className={styles.dateInput}
              value={custom.from}
              max={custom.to}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
              aria-invalid={invalid || undefined}
            />
          </label>
          <label className={styles.inline}>
            {t('insights.range.to')}
            <input
              type="date"
              className={styles.dateInput}
              value={custom.to}
              min={custom.from}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
              aria-invalid={invalid || undefined}
            />
          </label>
          <button type="submit" className={`${button.button} ${button.primary}`}>
            {t('insights.range.apply')}
          </button>
          {invalid ? (
            <p className={styles.problem} role="alert">
              {t('insights.range.invalid')}
            </p>
          ) : null}
        </form>
      ) : null}
      <div className={styles.filterRow}>
        <label className={styles.inline}>
          {t('insights.site.label')}
          <select
            className={styles.siteSelect}
            value={search.sites ?? ''}
            onChange={(event) => void navigate({ search: { ...search, sites: event.target.value || undefined } })}
          >
            <option value="">{t('insights.site.all')}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {regions.of(code.toUpperCase()) ?? code}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.period} data-period={`${period.from} ${period.to}`}>
          <strong>{t('insights.period', { from: formatDay(period.from), to: formatDay(period.to) })}</strong>
          <span>{t('insights.compared', { from: formatDay(previous.from), to: formatDay(previous.to) })}</span>
        </p>
      </div>
    </section>
  );
}
