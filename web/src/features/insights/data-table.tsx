import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from './download-icon';
import styles from './insights.module.css';
import figures from './figures.module.css';

export type CellFormat = 'text' | 'number' | 'percent' | 'day';

export interface Column<R> {
  key: keyof R & string;
  label: string;
  format: CellFormat;
}

interface DataTableProps<R> {
  /** Used for the heading's id and the test hooks (data-table). */
  id: string;
  title: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  /** The API's CSV of the same rows (api.ts csvHref). */
  csvHref: string;
  /** The column and order the API sorts by; clicking a heading sorts by it (again: the other way). */
  initialSort?: { key: keyof R & string; descending: boolean };
  formatCell: (value: unknown, format: CellFormat) => string;
  /** Shown above the table (a chart); the table is then its accessible form. */
  children?: ReactNode;
  sortable?: boolean;
  /** The table folded under this summary (the figures of a chart above it). */
  folded?: string;
  /** Many columns: the whole width of the page's grid on a desktop. */
  wide?: boolean;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/**
 * A table of one answer of the analyst API, sortable by any column (aria-sort on the heading),
 * with a link to the same rows as CSV. Narrow screens scroll the table sideways inside its box.
 */
export function DataTable<R extends object>({
  id,
  title,
  columns,
  rows,
  csvHref,
  initialSort,
  formatCell,
  children,
  sortable = true,
  folded,
  wide,
}: DataTableProps<R>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState(initialSort);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const key = sort.key;
    const order = sort.descending ? -1 : 1;
    // Stable: rows the API ranked equal keep its order.
    return rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => order * compare(a.row[key], b.row[key]) || a.index - b.index)
      .map(({ row }) => row);
  }, [rows, sort]);

  const table = (
    // A box that scrolls sideways on a phone must take the keyboard's focus to be scrolled without
    // a pointer (WCAG 2.1.1; axe's scrollable-region-focusable): the region is named by the heading.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={figures.scroller} role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
      <table className={figures.table}>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.key === column.key;
              const ariaSort = active ? (sort.descending ? 'descending' : 'ascending') : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort}
                  className={column.format === 'text' || column.format === 'day' ? undefined : figures.numeric}
                >
                  {sortable ? (
                    <button
                      type="button"
                      className={figures.sortButton}
                      onClick={() => setSort({ key: column.key, descending: active ? !sort.descending : column.format !== 'text' && column.format !== 'day' })}
                    >
                      {column.label}
                      <span aria-hidden="true" className={figures.sortMark}>
                        {active ? (sort.descending ? '▼' : '▲') : ''}
                      </span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.key} className={column.format === 'text' || column.format === 'day' ? figures.text : figures.numeric}>
                  {formatCell(row[column.key], column.format)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby={`${id}-title`} data-table={id}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        <a className={styles.download} href={csvHref} download>
          <DownloadIcon />
          {t('insights.download')}
          <span className="visually-hidden">: {title}</span>
        </a>
      </div>
      {children}
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('insights.empty')}</p>
      ) : folded ? (
        <details className={figures.folded}>
          <summary>{folded}</summary>
          {table}
        </details>
      ) : (
        table
      )}
    </section>
  );
}
