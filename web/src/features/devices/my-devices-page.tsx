import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../lib/api';
import { SEARCH_SUBMIT_DELAY_MS } from '../../lib/constants';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import { FormNotice } from '../../components/ui/form-field';
import { ArrowRightIcon } from '../../components/ui/icons/icons';
import { DeviceIcon } from '../../components/ui/icons/page-icons';
import button from '../../components/ui/button.module.css';
import { useDeleteDevice, useDevices } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { DeviceTable } from './device-table';
import { DeviceTools } from './device-tools';
import styles from './my-devices-page.module.css';

/** What the search box may hold: digits and hyphens, as the API's devicesQuery says (615 otherwise). */
const SEARCHABLE = /^[\d-]*$/;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
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

      <DeviceTools onAdded={(id) => setResult(t('warranty.devices.added', { id }))} search={search} searchable={searchable} onSearch={setSearch} />

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
