import { Trans } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link';
import styles from './privacy-note.module.css';

/** The data-protection note under the email address (docs/product.md §2, step 3). */
export function PrivacyNote() {
  return (
    <p className={styles.privacy}>
      <Trans i18nKey="warranty.email.privacy" components={{ privacy: <AppLink to="/privacyPolicy" /> }} />
    </p>
  );
}
