import { useTranslation } from 'react-i18next';
import type { AnalyticsAnswer, ViewRow, ViewTotals } from '@voltline/contracts/analytics';
import styles from './insights.module.css';

interface TotalsProps {
  /** views?compare=previous: this period's totals and the previous period's. */
  answer: AnalyticsAnswer<ViewRow, ViewTotals>;
  formatNumber: (value: number) => string;
  percent: Intl.NumberFormat;
}

/** Visitors and page views of the period, each with its change on the previous period in %. */
export function Totals({ answer, formatNumber, percent }: TotalsProps) {
  const { t } = useTranslation();
  const signed = new Intl.NumberFormat(percent.resolvedOptions().locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return (
    <section aria-labelledby="insights-totals" className={styles.totals}>
      <h2 id="insights-totals" className="visually-hidden">
        {t('insights.totals.title')}
      </h2>
      <dl className={styles.totalsList}>
        {(['visitors', 'views'] as const).map((measure) => {
          const now = answer.totals[measure];
          const before = answer.previous?.totals[measure] ?? 0;
          const change = before === 0 ? undefined : (now - before) / before;
          return (
            <div key={measure} className={styles.total} data-total={measure}>
              <dt>{t(`insights.columns.${measure}`)}</dt>
              <dd className={styles.totalValue}>{formatNumber(now)}</dd>
              <dd className={change === undefined ? styles.change : change >= 0 ? styles.up : styles.down}>
                {change === undefined ? t('insights.totals.new') : t('insights.totals.change', { change: signed.format(change) })}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
