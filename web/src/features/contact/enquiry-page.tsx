import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_ENQUIRY_SUBJECTS, isEnquirySubject } from '@voltline/contracts';
import { ApiError, errorMessage } from '../../lib/api';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import { FormNotice, SelectField, TextField, formStyles } from '../../components/ui/form-field';
import button from '../../components/ui/button.module.css';
import { siteCountry, useCountryOptions } from '../../lib/countries';
import { submitContact } from './api';
import { TextAreaField } from './contact-fields';
import { ContactDone } from './contact-done';
import { enquiryProblems, problemText, type Problem, type Values } from './problems';
import styles from './contact-page.module.css';

/**
 * /contact: general, influencer and wholesale enquiries (docs/product.md §2, About). The footer's
 * Influencer and Wholesale links preselect the type with ?type=influencer|wholesale.
 */
export function EnquiryPage() {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const type = useSearch({ strict: false, select: (search) => search.type ?? '' }).toLowerCase();
  const [values, setValues] = useState<Values>({
    subject: isEnquirySubject(type) ? type : 'general',
    name: '',
    email: '',
    country: siteCountry(code),
    message: '',
  });
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [done, setDone] = useState<{ ticket: string; email: string } | null>(null);
  const countries = useCountryOptions(values.country);
  useDocumentTitle(done ? t('contact.done.title') : t('contact.enquiry.title'));

  // The footer links change ?type while this page is open: follow them.
  const [seenType, setSeenType] = useState(type);
  if (type !== seenType) {
    setSeenType(type);
    if (isEnquirySubject(type)) setValues((current) => ({ ...current, subject: type }));
  }

  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    problem: problemText(problems[name]),
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setProblems(({ [name]: _gone, ...rest }) => rest);
    },
    onBlur: () => {
      const found = enquiryProblems(values)[name];
      if (found) setProblems((current) => ({ ...current, [name]: found }));
    },
  });

  const mutation = useMutation({
    mutationFn: () => submitContact({ ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])), site: code }, null),
    meta: { inlineErrors: true },
    onMutate: () => setRefusal(null),
    onSuccess: ({ ticket }) => {
      setDone({ ticket, email: values.email!.trim() });
      window.scrollTo({ top: 0 });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0) setProblems(Object.fromEntries(error.fields.map((f) => [f.field, { text: f.message }])));
      else setRefusal(error);
    },
  });

  if (done) {
    return (
      <ContactDone
        ticket={done.ticket}
        email={done.email}
        onAnother={() => {
          setValues((current) => ({ ...current, message: '' }));
          setDone(null);
          mutation.reset();
        }}
      />
    );
  }

  const types = CONTACT_ENQUIRY_SUBJECTS.map((value) => ({ value, label: t(`contact.enquiry.types.${value}`) }));
  const subject = isEnquirySubject(values.subject) ? values.subject : 'general';

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('contact.enquiry.title')}</h1>
        <p className={styles.intro}>{t('contact.enquiry.intro')}</p>
      </header>
      <section className={styles.card}>
        <form
          className={formStyles.form}
          noValidate
          data-testid="enquiry-form"
          onSubmit={(event) => {
            event.preventDefault();
            const found = enquiryProblems(values);
            setProblems(found);
            const first = Object.keys(found)[0];
            if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
            else mutation.mutate();
          }}
        >
          <SelectField {...field('subject')} label={t('contact.enquiry.type')} options={types} required />
          <div className={formStyles.row}>
            <TextField {...field('name')} label={t('contact.fields.name')} autoComplete="name" maxLength={128} required />
            <TextField {...field('email')} label={t('contact.fields.email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />
          </div>
          <SelectField
            {...field('country')}
            label={t('contact.fields.country')}
            placeholder={t('contact.fields.country_placeholder')}
            options={countries}
            autoComplete="country"
            required
          />
          <TextAreaField {...field('message')} label={t('contact.fields.message')} hint={t(`contact.enquiry.message_hints.${subject}`)} />
          {refusal ? (
            <FormNotice tone="danger">
              <p>{errorMessage(refusal)}</p>
            </FormNotice>
          ) : null}
          <div className={styles.actions}>
            <p className={styles.aside}>
              <AppLink to="/support_contactus">{t('contact.enquiry.support_link')}</AppLink>
            </p>
            <button type="submit" className={`${button.button} ${button.primary} ${button.large}`} disabled={mutation.isPending}>
              {mutation.isPending ? t('contact.wizard.sending') : t('contact.enquiry.submit')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
