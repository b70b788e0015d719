import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { updateInfoRequest, type UserInfo } from '@voltline/contracts';
import { errorMessage } from '../../lib/api';
import { statusText } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session-store';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CheckboxField, FormNotice, SelectField, TextField, formStyles } from '../../components/ui/form-field';
import button from '../../components/ui/button.module.css';
import { updateInfo } from './api';
import { useCountryOptions } from '../../lib/countries';
import { useSchemaForm } from '../../lib/use-schema-form';
import tab from './center-section.module.css';
import styles from './user-info-page.module.css';

function UserInfoForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const form = useSchemaForm(updateInfoRequest, { username: user.username, fullname: user.fullname, country: user.country });
  const [news, setNews] = useState(user.news);
  const [saved, setSaved] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const countries = useCountryOptions(user.country);

  const mutation = useMutation({
    mutationFn: updateInfo,
    meta: { inlineErrors: true },
    onMutate: () => {
      setSaved(false);
      setRefusal(null);
    },
    onSuccess: (info) => {
      form.setValues({ username: info.username, fullname: info.fullname, country: info.country });
      setNews(info.news);
      setSaved(true);
    },
    onError: (error) => {
      if (!form.showRefusal(error)) setRefusal(error);
    },
  });

  const edited = () => setSaved(false);
  const field = (name: 'username' | 'fullname' | 'country') => {
    const props = form.field(name);
    return {
      ...props,
      onChange: (value: string) => {
        edited();
        props.onChange(value);
      },
    };
  };

  return (
    <form
      ref={form.formRef}
      className={formStyles.form}
      data-testid="userinfo-form"
      noValidate
      onSubmit={form.onSubmit(() =>
        mutation.mutate({
          username: form.values.username.trim(),
          fullname: form.values.fullname.trim(),
          country: form.values.country,
          news: news ? '1' : '0',
          site: code,
        }),
      )}
    >
      <TextField name="email" label={t('account.email')} value={user.email} onChange={() => undefined} readOnly hint={t('account.info.email_note')} />
      <div className={formStyles.row}>
        <TextField {...field('username')} label={t('account.username')} autoComplete="nickname" maxLength={64} required />
        <TextField {...field('fullname')} label={t('account.fullname')} autoComplete="name" maxLength={128} required />
      </div>
      <SelectField
        {...field('country')}
        label={t('account.country')}
        placeholder={t('account.country_placeholder')}
        options={countries}
        autoComplete="country"
        required
      />
      <CheckboxField
        name="news"
        value="1"
        checked={news}
        onChange={(checked) => {
          edited();
          setNews(checked);
        }}
        label={t('account.news')}
      />
      {saved ? (
        <FormNotice tone="success">
          <p>{statusText('ok.info_updated')}</p>
        </FormNotice>
      ) : null}
      {refusal ? (
        <FormNotice tone="danger">
          <p>{errorMessage(refusal)}</p>
        </FormNotice>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={mutation.isPending}>
          {mutation.isPending ? t('account.info.saving') : t('account.info.save')}
        </button>
      </div>
    </form>
  );
}

/** /personal_center/userinfo: view and change username, full name, country and the news opt-in. */
export function UserInfoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.center.tab_info'));
  const user = useSessionUser();
  if (!user) return null; // the layout is on its way to the sign-in page

  return (
    <>
      <section className={tab.section} aria-labelledby="info-title">
        <div className={tab.sectionHead}>
          <h2 id="info-title" className={tab.sectionTitle}>
            {t('account.info.title')}
          </h2>
          <p className={tab.sectionIntro}>{t('account.info.intro')}</p>
        </div>
        <div className={`${styles.panel} ${styles.infoPanel}`}>
          <UserInfoForm user={user} />
        </div>
      </section>
      <section className={tab.section} aria-labelledby="password-title">
        <div className={styles.passwordNote}>
          <div>
            <h2 id="password-title" className={styles.passwordTitle}>
              {t('account.info.password_title')}
            </h2>
            <p className={styles.passwordText}>{t('account.info.password_text')}</p>
          </div>
          <Link to="/forget_password" className={`${button.button} ${button.secondary}`}>
            {t('account.info.password_link')}
          </Link>
        </div>
      </section>
    </>
  );
}
