import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { TESTER_DEVICES, TESTER_INTERESTS, testerRegisterRequest } from '@voltline/contracts';
import { AppLink } from '../../components/ui/app-link';
import { CheckboxGroupField, RadioGroupField } from '../../components/ui/choice-field';
import { FormNotice, SelectField, TextField, formStyles } from '../../components/ui/form-field';
import button from '../../components/ui/button.module.css';
import page from '../../components/ui/content-page.module.css';
import card from '../../components/ui/form-card.module.css';
import { ApiError, errorMessage } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
// The account pages' country list and form checks (the API's own schema, on blur and on submit).
import { siteCountry, useCountryOptions } from '../../lib/countries';
import { useSchemaForm } from '../../lib/use-schema-form';
import { registerTester, rememberTesterEmail } from './api';
import { ProgrammeNav } from './programme-nav';

type Consent = 'share_opinions' | 'keep_confidential';
type Answer = '' | 'yes' | 'no';

/** Why a consent answer stops the registration: none given, or no (both must be yes to join). */
function consentProblem(answer: Answer, consent: Consent): string | null {
  if (answer === '') return i18n.t('status:field.required');
  if (answer === 'no') return i18n.t(`status:tester.${consent}_required`);
  return null;
}

/**
 * /beta_tester/betatester and /betatester: the registration form, with the older form's devices
 * and interests. Success goes to /success_tester; an existing tester (629) to /success_notester.
 */
export function TesterFormPage() {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const navigate = useNavigate();
  useDocumentTitle(t('tester.form.title'));
  const form = useSchemaForm(testerRegisterRequest, { name: '', email: '', country: siteCountry(code) });
  const countries = useCountryOptions();
  const [consents, setConsents] = useState<Record<Consent, Answer>>({ share_opinions: '', keep_confidential: '' });
  const [consentProblems, setConsentProblems] = useState<Partial<Record<Consent, string>>>({});
  const [devices, setDevices] = useState<string[]>([]);
  const [interests, setInterests] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<unknown>(null);

  const mutation = useMutation({
    mutationFn: registerTester,
    meta: { inlineErrors: true },
    onMutate: () => setRefusal(null),
    onSuccess: async (_data, fields) => {
      rememberTesterEmail(fields.email ?? '');
      await navigate({ to: '/success_tester' });
    },
    onError: async (error, fields) => {
      if (error instanceof ApiError && !error.transport && error.status === 629) {
        rememberTesterEmail(fields.email ?? '');
        await navigate({ to: '/success_notester' });
        return;
      }
      // The server's consent refusals name their question; other fields show at their input.
      if (error instanceof ApiError && !error.transport) {
        const named = error.fields.filter((f): f is { field: Consent; message: string } => f.field === 'share_opinions' || f.field === 'keep_confidential');
        if (named.length > 0) {
          setConsentProblems(Object.fromEntries(named.map((f) => [f.field, f.message])));
          return;
        }
      }
      if (!form.showRefusal(error)) setRefusal(error);
    },
  });

  const answer = (consent: Consent, value: string) => {
    setConsents((current) => ({ ...current, [consent]: value as Answer }));
    setConsentProblems((current) => ({ ...current, [consent]: value === 'no' ? (consentProblem('no', consent) ?? undefined) : undefined }));
  };

  /** Every check at once: the text fields (focus goes to the first problem), then the consents. */
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fieldsOk = form.check({ share_opinions: 'yes', keep_confidential: 'yes' });
    const problems = {
      share_opinions: consentProblem(consents.share_opinions, 'share_opinions') ?? undefined,
      keep_confidential: consentProblem(consents.keep_confidential, 'keep_confidential') ?? undefined,
    };
    setConsentProblems(problems);
    const firstConsent = problems.share_opinions ? 'share_opinions' : problems.keep_confidential ? 'keep_confidential' : null;
    if (fieldsOk && firstConsent) form.formRef.current?.querySelector<HTMLInputElement>(`input[name="${firstConsent}"]`)?.focus();
    if (!fieldsOk || firstConsent) return;
    const v = form.values;
    mutation.mutate({
      name: v.name.trim(),
      email: v.email.trim(),
      country: v.country,
      share_opinions: consents.share_opinions,
      keep_confidential: consents.keep_confidential,
      devices: devices.join(','),
      interests: interests.join(','),
      site: code,
    });
  };

  const yesNo = [
    { value: 'yes', label: t('tester.form.yes') },
    { value: 'no', label: t('tester.form.no') },
  ];

  return (
    <div className={page.page}>
      <ProgrammeNav />
      <div className={card.formWrap}>
        <section className={card.formCard} aria-labelledby="tester-form-title">
          <div className={card.formHead}>
            <h1 id="tester-form-title" className={card.formTitle}>
              {t('tester.form.title')}
            </h1>
            <p className={card.formIntro}>{t('tester.form.intro')}</p>
          </div>
          <form ref={form.formRef} className={`${formStyles.form} ${card.formGrid}`} data-testid="tester-form" noValidate onSubmit={onSubmit}>
            <div className={formStyles.row}>
              <TextField {...form.field('name')} label={t('tester.form.name')} autoComplete="nickname" maxLength={64} required />
              <TextField
                {...form.field('email')}
                label={t('tester.form.email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                required
              />
            </div>
            <SelectField
              {...form.field('country')}
              label={t('tester.form.country')}
              placeholder={t('tester.form.country_placeholder')}
              options={countries}
              autoComplete="country"
              required
            />
            <RadioGroupField
              name="share_opinions"
              legend={t('tester.form.share_opinions')}
              options={yesNo}
              value={consents.share_opinions}
              onChange={(value) => answer('share_opinions', value)}
              problem={consentProblems.share_opinions}
            />
            <RadioGroupField
              name="keep_confidential"
              legend={t('tester.form.keep_confidential')}
              hint={t('tester.form.both_needed')}
              options={yesNo}
              value={consents.keep_confidential}
              onChange={(value) => answer('keep_confidential', value)}
              problem={consentProblems.keep_confidential}
            />
            <CheckboxGroupField
              name="devices"
              legend={t('tester.form.devices')}
              hint={t('tester.form.devices_hint')}
              options={TESTER_DEVICES.map((d) => ({ value: d, label: t(`tester.device.${d}`) }))}
              values={devices}
              onChange={setDevices}
            />
            <CheckboxGroupField
              name="interests"
              legend={t('tester.form.interests')}
              hint={t('tester.form.interests_hint')}
              options={TESTER_INTERESTS.map((i) => ({ value: i, label: t(`tester.interest.${i}`) }))}
              values={interests}
              onChange={setInterests}
            />
            <p className={card.legal}>
              <Trans i18nKey="tester.form.privacy" components={{ privacy: <AppLink to="/privacyPolicy" /> }} />
            </p>
            {refusal ? (
              <FormNotice tone="danger">
                <p>{errorMessage(refusal)}</p>
              </FormNotice>
            ) : null}
            <button type="submit" className={`${button.button} ${button.primary} ${button.large} ${formStyles.submit}`} disabled={mutation.isPending}>
              {mutation.isPending ? t('tester.form.sending') : t('tester.form.submit')}
            </button>
          </form>
        </section>
      </div>
    </div>
  );
}
