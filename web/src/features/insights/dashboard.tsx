import { useCallback, useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ArrivalRow, ArrivalTotals, ClickRow, ClickTotals, ShareRow, ShareTotals, ViewRow, ViewTotals } from '@voltline/contracts/analytics';
import { useFormat } from '../../lib/format';
import { csvHref, signOut } from './api';
import { DataTable, type CellFormat, type Column } from './data-table';
import { DailyFigures } from './daily-figures';
import { Filters } from './filters';
import { Pending } from './pending';
import { Totals } from './totals';
import { periodOf, previousOf } from './period';
import type { InsightsSearch } from './search';
import { useFigures } from './use-figures';
import styles from './insights.module.css';

type TableKey = 'pages' | 'campaigns' | 'sources' | 'marketplace' | 'shares' | 'articles';

/** The figures of one view (a period, one or all sites), every one from /api/analytics. */
export function Dashboard({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const { number, locale } = useFormat();
  const search = useSearch({ from: '/insights' }) as InsightsSearch;
  const period = useMemo(() => periodOf(search), [search]);
  const previous = useMemo(() => previousOf(period), [period]);
  const site = search.sites;
  const signedOut = useCallback(() => onSignedOut(), [onSignedOut]);
  const leave = useMutation({ mutationFn: signOut, meta: { inlineErrors: true }, onSettled: signedOut });

  const daily = useFigures<ViewRow, ViewTotals>('views', period, site, { group: 'day', compare: 'previous' }, signedOut);
  const dailyBefore = useFigures<ViewRow, ViewTotals>('views', previous, site, { group: 'day' }, signedOut);
  const pages = useFigures<ViewRow, ViewTotals>('views', period, site, { group: 'uri' }, signedOut);
  const campaigns = useFigures<ArrivalRow, ArrivalTotals>('campaigns', period, site, {}, signedOut);
  const sources = useFigures<ArrivalRow, ArrivalTotals>('sources', period, site, {}, signedOut);
  const marketplace = useFigures<ClickRow, ClickTotals>('clicks', period, site, { group: 'product', type: 'marketplace' }, signedOut);
  const shares = useFigures<ShareRow, ShareTotals>('shares', period, site, { group: 'way' }, signedOut);
  const articles = useFigures<ClickRow, ClickTotals>('clicks', period, site, { group: 'product', type: 'article' }, signedOut);

  const dayFormat = useMemo(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }), [locale]);
  const percent = useMemo(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }), [locale]);
  const formatDay = useCallback((day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`)), [dayFormat]);
  const formatCell = useCallback(
    (value: unknown, format: CellFormat) =>
      format === 'number'
        ? number(Number(value))
        : format === 'percent'
          ? percent.format(Number(value))
          : format === 'day'
            ? formatDay(String(value))
            : String(value ?? ''),
    [number, percent, formatDay],
  );

  const col = <R,>(key: keyof R & string, format: CellFormat): Column<R> => ({ key, format, label: t(`insights.columns.${key}` as 'insights.columns.day') });
  const arrivalColumns = (by: 'campaign' | 'source') => [
    ...(by === 'campaign'
      ? [col<ArrivalRow>('campaign', 'text'), col<ArrivalRow>('source', 'text'), col<ArrivalRow>('medium', 'text')]
      : [col<ArrivalRow>('source', 'text')]),
    col<ArrivalRow>('views', 'number'),
    col<ArrivalRow>('visitors', 'number'),
    col<ArrivalRow>('marketplace_clicks', 'number'),
    col<ArrivalRow>('click_through', 'percent'),
  ];
  const tables: {
    key: TableKey;
    query: { data?: { rows: object[] }; isPending: boolean; isError: boolean };
    columns: Column<never>[];
    href: string;
    sort: { key: string; descending: boolean };
  }[] = [
    {
      key: 'campaigns',
      query: campaigns,
      columns: arrivalColumns('campaign') as Column<never>[],
      href: csvHref('campaigns', period, site),
      sort: { key: 'visitors', descending: true },
    },
    {
      key: 'sources',
      query: sources,
      columns: arrivalColumns('source') as Column<never>[],
      href: csvHref('sources', period, site),
      sort: { key: 'visitors', descending: true },
    },
    {
      key: 'pages',
      query: pages,
      columns: [col<ViewRow>('uri', 'text'), col<ViewRow>('views', 'number'), col<ViewRow>('visitors', 'number')] as Column<never>[],
      href: csvHref('views', period, site, { group: 'uri' }),
      sort: { key: 'views', descending: true },
    },
    {
      key: 'marketplace',
      query: marketplace,
      columns: [col<ClickRow>('product', 'text'), col<ClickRow>('clicks', 'number')] as Column<never>[],
      href: csvHref('clicks', period, site, { group: 'product', type: 'marketplace' }),
      sort: { key: 'clicks', descending: true },
    },
    {
      key: 'shares',
      query: shares,
      columns: [col<ShareRow>('way', 'text'), col<ShareRow>('shares', 'number')] as Column<never>[],
      href: csvHref('shares', period, site, { group: 'way' }),
      sort: { key: 'shares', descending: true },
    },
    {
      key: 'articles',
      query: articles,
      columns: [col<ClickRow>('product', 'text'), col<ClickRow>('article_title', 'text'), col<ClickRow>('clicks', 'number')] as Column<never>[],
      href: csvHref('clicks', period, site, { group: 'product', type: 'article' }),
      sort: { key: 'clicks', descending: true },
    },
  ];

  return (
    <div className={styles.dashboard}>
      <Filters search={search} period={period} previous={previous} onSignOut={() => leave.mutate()} signingOut={leave.isPending} formatDay={formatDay} />
      {daily.data ? <Totals answer={daily.data} formatNumber={number} percent={percent} /> : null}
      {daily.data && dailyBefore.data ? (
        <DailyFigures
          period={period}
          current={daily.data.rows}
          previous={dailyBefore.data.rows}
          csvHref={csvHref('views', period, site, { group: 'day' })}
          formatDay={formatDay}
          formatCell={formatCell}
          formatNumber={number}
        />
      ) : (
        <Pending failed={daily.isError || dailyBefore.isError} retry={() => void Promise.all([daily.refetch(), dailyBefore.refetch()])} />
      )}
      <div className={styles.tables}>
        {tables.map(({ key, query, columns, href, sort }) =>
          query.data ? (
            <DataTable
              key={`${key} ${period.from} ${period.to} ${site ?? ''}`}
              id={`insights-${key}`}
              title={t(`insights.tables.${key}`)}
              columns={columns}
              rows={query.data.rows as never[]}
              csvHref={href}
              initialSort={sort as { key: never; descending: boolean }}
              formatCell={formatCell}
              wide={key === 'campaigns' || key === 'sources'}
            />
          ) : (
            <Pending key={key} failed={query.isError} retry={() => void (query as unknown as { refetch: () => Promise<unknown> }).refetch()} />
          ),
        )}
      </div>
    </div>
  );
}
