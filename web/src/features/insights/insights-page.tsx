import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { hasSession } from './api';
import { Dashboard } from './dashboard';
import { Pending } from './pending';
import { SignInForm } from './sign-in-form';
import styles from './insights.module.css';

export const SESSION_KEY = ['insights', 'session'] as const;

/**
 * /insights (docs/product.md §7): the analysts' page. The server renders the shell only, with no
 * figure in it (the page cache may keep it, and no visitor's session reaches a rendered page);
 * the browser asks whether its session cookie is valid, then shows the sign-in form or the
 * figures, all fetched from /api/analytics with the cookie.
 */
export function InsightsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('insights.title'));
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: hasSession, staleTime: Infinity, retry: false });
  const setSignedIn = (signedIn: boolean) => {
    if (!signedIn) queryClient.removeQueries({ queryKey: ['insights', 'figures'] });
    queryClient.setQueryData(SESSION_KEY, signedIn);
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('insights.title')}</h1>
        <p className={styles.intro}>{t('insights.intro')}</p>
      </header>
      {session.data === true ? (
        <Dashboard onSignedOut={() => setSignedIn(false)} />
      ) : session.data === false ? (
        <SignInForm onSignedIn={() => setSignedIn(true)} />
      ) : (
        <Pending failed={session.isError} retry={() => void session.refetch()} />
      )}
    </div>
  );
}
