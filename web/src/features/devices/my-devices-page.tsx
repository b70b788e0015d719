import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceAddRequest, type DeviceRow } from '@voltline/contracts';
import { BCP47, toLang } from '@voltline/locales';
import { ApiError, errorMessage } from '../../lib/api';
import { statusText } from '../../lib/i18n';
import { SEARCH_SUBMIT_DELAY_MS } from '../../lib/constants';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import { FormNotice, TextField } from '../../components/ui/form-field';
import { AlertIcon, ArrowRightIcon, CloseIcon, DeviceIcon, SearchIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import { useAddDevice, useDeleteDevice, useDevices } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { TrashIcon } from './trash-icon';
import styles from './devices.module.css';

/** What the search box may hold: digits and hyphens, as the API's devicesQuery says (615 otherwise). */
const SEARCHABLE = /^[\d-]*$/;

/** A calendar day (YYYY-MM-DD, UTC) in the interface language; never shifted by the visitor's time zone. */
function useDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(BCP47[toLang(i18n.language)], { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? day : format.format(date);
  };
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Add by order id: checked with the API's schema first (615), then 616 / 620 from the API. */
function AddDevice({ onAdded }: { onAdded: (orderId: string) => void }) {
  const { t } = useTranslation();
  const [orderId, setOrderId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddDevice();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deviceAddRequest.safeParse({ order_id: orderId });
    if (!parsed.success) {
      setProblem(statusText(parsed.error.issues[0]?.message ?? '615'));
      return;
    }
    setProblem(null);
    add.mutate(parsed.data.order_id, {
      onSuccess: (row) => {
        setOrderId('');
        onAdded(row.order_id);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <form className={styles.addForm} noValidate onSubmit={submit} data-testid="device-add-form" aria-labelledby="device-add-title">
      <h3 id="device-add-title" className={styles.toolTitle}>
        {t('warranty.devices.add_title')}
      </h3>
      <div className={styles.addRow}>
        <TextField
          name="order_id"
          label={t('warranty.devices.add_label')}
          value={orderId}
          onChange={(value) => {
            setOrderId(value);
            setProblem(null);
          }}
          problem={problem}
          hint={t('warranty.devices.add_hint')}
          placeholder="xxx-xxxxxxx-xxxxxxx"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          className={styles.addField}
        />
        <button type="submit" className={`${button.button} ${button.primary} ${styles.addButton}`} disabled={add.isPending}>
          {add.isPending ? t('warranty.devices.adding') : t('warranty.devices.add_submit')}
        </button>
      </div>
    </form>
  );
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

function DeviceTable({ rows, onDelete }: { rows: DeviceRow[]; onDelete: (orderId: string) => void }) {
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
              <td data-label={cols.deadline}>
                {refunded ? '–' : row.deadline === 'lifetime' ? t('warranty.devices.lifetime') : day(row.deadline)}
              </td>
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

/**
 * /personal_center/my_devices (docs/product.md §2): the customer's registered orders with warranty
 * status, coverage and deadline; add by order id, search by order id, delete after confirming.
 */
export function MyDevicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('warranty.devices.title'));
  const [search, setSearch] = useState('');
  const searchable = SEARCHABLE.test(search.trim());
  const [applied, setApplied] = useState('');
  const debounced = useDebounced(search.trim(), SEARCH_SUBMIT_DELAY_MS);
  useEffect(() => {
    if (SEARCHABLE.test(debounced)) setApplied(debounced);
  }, [debounced]);
  const devices = useDevices(applied);
  const [result, setResult] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteDevice();

  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        setResult(t('warranty.devices.deleted', { id }));
      },
      onError: (error) => {
        // Already gone (another tab): the list refreshes; nothing left to confirm.
        if (error instanceof ApiError && !error.transport && error.status === 621) setDeleting(null);
      },
    });
  };

  const rows = devices.data?.rows ?? [];

  return (
    <section className={styles.section} aria-labelledby="devices-title">
      <div className={styles.head}>
        <h2 id="devices-title" className={styles.title}>
          {t('warranty.devices.title')}
        </h2>
        <p className={styles.intro}>{t('warranty.devices.intro')}</p>
      </div>

      <div className={styles.tools}>
        <AddDevice onAdded={(id) => setResult(t('warranty.devices.added', { id }))} />
        <div className={styles.searchBox} role="search">
          <label htmlFor="device-search" className={styles.toolTitle}>
            {t('warranty.devices.search_label')}
          </label>
          <div className={styles.searchControl}>
            <SearchIcon className={styles.searchIcon} />
            <input
              id="device-search"
              name="order_search"
              type="search"
              className={styles.searchInput}
              value={search}
              placeholder={t('warranty.devices.search_placeholder')}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={searchable ? undefined : true}
              aria-describedby={searchable ? undefined : 'device-search-problem'}
              onChange={(event) => setSearch(event.target.value)}
            />
            {search ? (
              <button type="button" className={styles.clearSearch} aria-label={t('warranty.devices.clear_search')} onClick={() => setSearch('')}>
                <CloseIcon />
              </button>
            ) : null}
          </div>
          {searchable ? null : (
            <p id="device-search-problem" className={styles.searchProblem} role="alert">
              <AlertIcon />
              {statusText(615)}
            </p>
          )}
        </div>
      </div>

      {result ? (
        <FormNotice tone="success">
          <p>{result}</p>
        </FormNotice>
      ) : null}

      {devices.isPending ? (
        <p className={styles.loading} role="status">
          {t('warranty.devices.loading')}
        </p>
      ) : devices.isError ? (
        <FormNotice tone="danger">
          <p>{errorMessage(devices.error)}</p>
          <button type="button" className={styles.retry} onClick={() => void devices.refetch()}>
            {t('errors.retry')}
          </button>
        </FormNotice>
      ) : rows.length > 0 ? (
        <div className={styles.listWrap} aria-busy={devices.isFetching}>
          <p className={styles.count}>{t('warranty.devices.count', { count: rows.length })}</p>
          <div className={styles.tableScroll}>
            <DeviceTable
              rows={rows}
              onDelete={(id) => {
                remove.reset();
                setDeleting(id);
              }}
            />
          </div>
        </div>
      ) : applied ? (
        <p className={styles.noMatch} role="status">
          {t('warranty.devices.no_match', { search: applied })}
        </p>
      ) : (
        <div className={styles.empty}>
          <span className={styles.emptyIcon} aria-hidden="true">
            <DeviceIcon />
          </span>
          <h3 className={styles.emptyTitle}>{t('warranty.devices.empty_title')}</h3>
          <p className={styles.intro}>{t('warranty.devices.empty_text')}</p>
          <AppLink to="/warranty" className={`${button.button} ${button.secondary}`}>
            {t('warranty.devices.register_cta')}
            <ArrowRightIcon />
          </AppLink>
        </div>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('warranty.devices.confirm_title')}
        text={t('warranty.devices.confirm_text', { id: deleting ?? '' })}
        confirm={remove.isPending ? t('warranty.devices.deleting') : t('warranty.devices.confirm_yes')}
        cancel={t('warranty.devices.confirm_no')}
        pending={remove.isPending}
        problem={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
