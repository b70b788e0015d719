import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Status, deviceAddRequest, issueStatus } from '@voltline/contracts';
import { errorMessage } from '../../lib/api';
import { statusText } from '../../lib/i18n';
import { TextField } from '../../components/ui/form-field';
import { AlertIcon, CloseIcon, SearchIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import { useAddDevice } from './api';
import styles from './device-tools.module.css';

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
      setProblem(statusText(issueStatus(parsed.error.issues[0]) ?? Status.orderNumberFormat));
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

/**
 * The tools above the device list: add by order id, and the search box (its text and whether it
 * is searchable are the page's, which filters the list with it).
 */
export function DeviceTools({
  onAdded,
  search,
  searchable,
  onSearch,
}: {
  onAdded: (orderId: string) => void;
  search: string;
  searchable: boolean;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.tools}>
      <AddDevice onAdded={onAdded} />
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
            onChange={(event) => onSearch(event.target.value)}
          />
          {search ? (
            <button type="button" className={styles.clearSearch} aria-label={t('warranty.devices.clear_search')} onClick={() => onSearch('')}>
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
  );
}
