import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormNotice } from '../../components/ui/form-field';
import { AlreadyRegistered } from './already-registered';
import { QuickForm } from './quick-form';
import { useWarrantyWizard } from './use-warranty-wizard';
import { WarrantyPromise } from './warranty-promise';
import { Wizard } from './wizard';
import styles from './warranty-page.module.css';

/**
 * /warranty and /register (docs/product.md §2): the six-step wizard, or the quick form (?form=quick),
 * beside what registering brings. The answers, the step, the mode and the submission live in
 * `useWarrantyWizard`; this page lays them out.
 */
export function WarrantyPage() {
  const { t } = useTranslation();
  const wizard = useWarrantyWizard();
  const { state, quick } = wizard;
  useDocumentTitle(t('warranty.title'));

  const notice = wizard.refusal ? (
    <FormNotice tone="danger">
      <p>{errorMessage(wizard.refusal)}</p>
    </FormNotice>
  ) : null;

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <header className={styles.head}>
          <p className={styles.eyebrow}>{t('warranty.eyebrow')}</p>
          <h1 className={styles.title}>{t('warranty.title')}</h1>
        </header>
        <div className={styles.layout}>
          <div className={styles.card}>
            {wizard.already !== null ? (
              <AlreadyRegistered email={wizard.already} onAnother={wizard.registerAnother} />
            ) : (
              <>
                <div className={styles.modes} role="group" aria-label={t('warranty.mode_label')}>
                  <button type="button" className={styles.mode} aria-pressed={!quick} onClick={() => wizard.setMode(false)}>
                    {t('warranty.mode_steps')}
                  </button>
                  <button type="button" className={styles.mode} aria-pressed={quick} onClick={() => wizard.setMode(true)}>
                    {t('warranty.mode_quick')}
                  </button>
                </div>
                {quick ? (
                  <QuickForm state={state} onSubmit={wizard.submit} pending={wizard.pending} refusal={notice} />
                ) : (
                  <Wizard state={state} step={wizard.step} onStep={wizard.setStep} onSubmit={wizard.submit} pending={wizard.pending} refusal={notice} />
                )}
              </>
            )}
          </div>
          <WarrantyPromise />
        </div>
      </div>
    </div>
  );
}
