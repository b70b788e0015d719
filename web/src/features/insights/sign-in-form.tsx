import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { FormNotice, TextField, formStyles } from '../../components/ui/form-field';
import button from '../../components/ui/button.module.css';
import { signIn } from './api';
import styles from './insights.module.css';

/** One password field for the analyst token; the api answers with the session cookie. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: signIn, meta: { inlineErrors: true }, onSuccess: () => onSignedIn() });

  return (
    <section className={styles.signIn} aria-labelledby="insights-sign-in">
      <h2 id="insights-sign-in" className={styles.sectionTitle}>
        {t('insights.sign_in.title')}
      </h2>
      <form
        className={formStyles.form}
        data-testid="insights-sign-in"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!token.trim()) return setProblem(t('insights.sign_in.required'));
          setProblem(null);
          mutation.mutate(token.trim());
        }}
      >
        {mutation.isError ? (
          <FormNotice tone="danger">
            <p>{errorMessage(mutation.error)}</p>
          </FormNotice>
        ) : null}
        <TextField
          name="token"
          label={t('insights.sign_in.token')}
          type="password"
          autoComplete="current-password"
          spellCheck={false}
          required
          value={token}
          problem={problem}
          hint={t('insights.sign_in.hint')}
          onChange={(value) => {
            setToken(value);
            if (problem) setProblem(null);
          }}
        />
        <button type="submit" className={`${button.button} ${button.primary} ${formStyles.submit}`} disabled={mutation.isPending}>
          {mutation.isPending ? t('insights.sign_in.sending') : t('insights.sign_in.submit')}
        </button>
      </form>
    </section>
  );
}
