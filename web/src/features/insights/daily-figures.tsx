import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewRow } from '@voltline/contracts/analytics';
import { useFormat } from '../../lib/format';
import { DataTable, type CellFormat, type Column } from './data-table';
import { LineChart } from './line-chart';
import type { Period } from './period';
import styles from './insights.module.css';

interface DayRow {
  day: string;
  visitors: number;
  views: number;
  previous_day: string;
  previous_visitors: number;
  previous_views: number;
}

interface DailyFiguresProps {
  period: Period;
  /** views?group=day of this period and of the one before: one row per day, zeros included. */
  current: readonly ViewRow[];
  previous: readonly ViewRow[];
  csvHref: string;
  formatDay: (day: string) => string;
  formatCell: (value: unknown, format: CellFormat) => string;
  formatNumber: (value: number) => string;
}

/**
 * Visitors and page views per day, each as a chart with the previous period as a second line,
 * and the table of the same figures (the charts' accessible form) folded under them.
 */
export function DailyFigures({ period, current, previous, csvHref, formatDay, formatCell, formatNumber }: DailyFiguresProps) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const rows = useMemo<DayRow[]>(
    () =>
      current.map((row, i) => ({
        day: row.day ?? '',
        visitors: row.visitors,
        views: row.views,
        previous_day: previous[i]?.day ?? '',
        previous_visitors: previous[i]?.visitors ?? 0,
        previous_views: previous[i]?.views ?? 0,
      })),
    [current, previous],
  );
  const axisDays = useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return rows.map((row) => short.format(new Date(`${row.day}T00:00:00Z`)));
  }, [rows, locale]);
  const series = useMemo(
    () => ({
      visitors: [rows.map((r) => r.visitors), rows.map((r) => r.previous_visitors)] as const,
      views: [rows.map((r) => r.views), rows.map((r) => r.previous_views)] as const,
    }),
    [rows],
  );
  const names = useMemo(() => ({ current: t('insights.chart.this_period'), previous: t('insights.chart.previous_period') }), [t]);
  const previousLabel = t('insights.chart.previous_period');
  const columns: Column<DayRow>[] = [
    { key: 'day', format: 'day', label: t('insights.columns.day') },
    { key: 'visitors', format: 'number', label: t('insights.columns.visitors') },
    { key: 'views', format: 'number', label: t('insights.columns.views') },
    { key: 'previous_day', format: 'day', label: t('insights.columns.previous_day') },
    { key: 'previous_visitors', format: 'number', label: `${t('insights.columns.visitors')} (${previousLabel})` },
    { key: 'previous_views', format: 'number', label: `${t('insights.columns.views')} (${previousLabel})` },
  ];
  const range = { from: formatDay(period.from), to: formatDay(period.to) };

  return (
    <DataTable
      id="insights-daily"
      title={t('insights.chart.title')}
      columns={columns}
      rows={rows}
      csvHref={csvHref}
      formatCell={formatCell}
      sortable={false}
      folded={t('insights.chart.table')}
    >
      <div className={styles.charts}>
        {(['visitors', 'views'] as const).map((measure) => (
          <div key={measure} className={styles.chartBox} data-chart={measure}>
            <h3 className={styles.chartTitle}>{t(`insights.chart.${measure}`)}</h3>
            <LineChart
              label={t('insights.chart.label', { title: t(`insights.chart.${measure}`), ...range })}
              days={axisDays}
              current={series[measure][0]}
              previous={series[measure][1]}
              names={names}
              formatNumber={formatNumber}
            />
          </div>
        ))}
      </div>
    </DataTable>
  );
}
