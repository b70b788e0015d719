import { useTranslation } from 'react-i18next';
import { type DeviceRow } from '@voltline/contracts';
import { BCP47, toLang } from '@voltline/locales';
import { TrashIcon } from './trash-icon';
import styles from './device-table.module.css';

/** A calendar day (YYYY-MM-DD, UTC) in the interface language; never shifted by the visitor's time zone. */
function useDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(BCP47[toLang(i18n.language)], { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? day : format.format(date);
  };
}

function StatusBadge({ status }: { status: DeviceRow['status'] }) {
  const { t } = useTranslation();
  const under = status === 'under warranty';
  return (
    <span className={styles.status} data-status={under ? 'under' : 'out'}>
      <span className={styles.dot} aria-hidden="true" />
      {under ? t('warranty.devices.under') : t('warranty.devices.out')}
    </span>
  );
}

export function DeviceTable({ rows, onDelete }: { rows: DeviceRow[]; onDelete: (orderId: string) => void }) {
  const { t } = useTranslation();
  const day = useDay();
  const cols = {
    order: t('warranty.devices.col_order'),
    date: t('warranty.devices.col_date'),
    status: t('warranty.devices.col_status'),
    coverage: t('warranty.devices.col_coverage'),
    deadline: t('warranty.devices.col_deadline'),
  };
  return (
    <table className={styles.table} data-testid="device-list">
      <thead>
        <tr>
          <th scope="col">{cols.order}</th>
          <th scope="col">{cols.date}</th>
          <th scope="col">{cols.status}</th>
          <th scope="col">{cols.coverage}</th>
          <th scope="col">{cols.deadline}</th>
          <th scope="col">
            <span className={styles.visuallyHidden}>{t('warranty.devices.delete')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const refunded = row.coverage === 'refunded';
          return (
            <tr key={row.order_id} data-order={row.order_id}>
              <th scope="row" className={styles.orderCell}>
                <span className={styles.orderId}>{row.order_id}</span>
                <span className={styles.product}>{row.product}</span>
              </th>
              <td data-label={cols.date}>{day(row.order_date)}</td>
              <td data-label={cols.status}>
                <StatusBadge status={row.status} />
              </td>
              <td data-label={cols.coverage}>
                {refunded ? t('warranty.devices.refunded_on', { date: day(row.deadline) }) : t(`warranty.devices.coverage_${row.coverage}`)}
              </td>
              <td data-label={cols.deadline}>{refunded ? '–' : row.deadline === 'lifetime' ? t('warranty.devices.lifetime') : day(row.deadline)}</td>
              <td className={styles.actionCell}>
                <button
                  type="button"
                  className={styles.deleteButton}
                  aria-label={t('warranty.devices.delete_label', { id: row.order_id })}
                  title={t('warranty.devices.delete_label', { id: row.order_id })}
                  onClick={() => onDelete(row.order_id)}
                >
                  <TrashIcon />
                  <span className={styles.deleteText}>{t('warranty.devices.delete')}</span>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
