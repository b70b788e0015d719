import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_PRODUCT_CATEGORIES, CONTACT_SOLUTIONS, CONTACT_SUPPORT_SUBJECTS, daysBetween, isLateDeliveryReport } from '@voltline/contracts';
import { ApiError, errorMessage } from '../../lib/api';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { forgetTabKept, useTabKept } from '../../lib/use-tab-kept';
import { AppLink } from '../../components/ui/app-link';
import { FormNotice, SelectField, TextField, formStyles } from '../../components/ui/form-field';
import button from '../../components/ui/button.module.css';
// The country list is the account forms' (ISO codes, names from the browser in the interface language).
import { siteCountry, useCountryOptions } from '../../lib/countries';
import { submitContact } from './api';
import { ChoiceGroup, TextAreaField, YesNoField } from './contact-fields';
import { ContactDone } from './contact-done';
import { ImageField } from './image-field';
import { MARKETPLACE_OPTIONS, siteMarketplace } from './marketplaces';
import { localToday, problemText, supportProblems, type Values } from './problems';
import { Progress } from './progress';
import { STEPS, type Step } from './steps';
import styles from './contact.module.css';


const STEP_FIELDS: Record<Step, readonly string[]> = {
  subject: ['subject'],
  personal: ['name', 'email', 'country'],
  order: ['marketplace', 'order_id', 'product_category', 'product', 'within_30_days', 'shipping_cost', 'delivered_on'],
  address: ['address_line1', 'address_line2', 'city', 'state', 'postal_code', 'phone'],
  solution: ['solution', 'message', 'product_code', 'case_id'],
};
const ALL_FIELDS = STEPS.flatMap((step) => STEP_FIELDS[step]);

/** Answers survive a reload of the tab (not the photo: files cannot be kept). */
const STORAGE_KEY = 'vl.contact.wizard';

/** Kept answers are unchecked JSON: only the wizard's fields, as text. */
function keptValues(stored: unknown): Values | null {
  if (!stored || typeof stored !== 'object') return null;
  const kept = stored as Record<string, unknown>;
  return Object.fromEntries(ALL_FIELDS.filter((name) => typeof kept[name] === 'string').map((name) => [name, (kept[name] as string).slice(0, 5000)]));
}

const stepOf = (field: string): Step => STEPS.find((step) => STEP_FIELDS[step].includes(field)) ?? 'subject';

/**
 * /support_contactus: the stepped contact wizard (docs/product.md §2). The step is in the address
 * (?step=order), so the browser's back and forward buttons move between steps; the answers stay
 * in this page's state whichever way the person goes. Each step is checked with the API's schema
 * before the next one opens; the server checks everything again.
 */
export function ContactWizardPage() {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const navigate = useNavigate();
  const requested = useSearch({ strict: false, select: (search) => (search as { step?: Step }).step });
  const [values, setValues] = useState<Values>(() => ({ subject: '', country: siteCountry(code), marketplace: siteMarketplace(code) }));
  const restored = useTabKept(STORAGE_KEY, values, (stored) => {
    const kept = keptValues(stored);
    if (kept) setValues((current) => ({ ...current, ...kept }));
  });
  const [image, setImage] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [done, setDone] = useState<{ ticket: string; email: string } | null>(null);
  const countries = useCountryOptions(values.country);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const today = localToday();

  const index = requested ? STEPS.indexOf(requested) : 0;
  const step = STEPS[index]!;
  useDocumentTitle(done ? t('contact.done.title') : `${t(`contact.wizard.steps.${step}`)} · ${t('contact.wizard.title')}`);

  // A step opened directly (a bookmark, a reload) whose earlier steps are not answered yet goes
  // back to the first one that needs answers, once the kept answers have been read.
  const firstIncomplete = STEPS.findIndex((s, i) => i < index && Object.keys(supportProblems(values, STEP_FIELDS[s], today)).length > 0);
  useEffect(() => {
    if (restored && !done && firstIncomplete >= 0) {
      void navigate({ to: '/support_contactus', search: firstIncomplete > 0 ? { step: STEPS[firstIncomplete] } : {}, replace: true });
    }
  }, [restored, done, firstIncomplete, navigate]);

  // Focus the step's heading when the step changes, so screen readers start reading there.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [index, done]);

  const late = values.subject === 'delivery' && /^\d{4}-\d{2}-\d{2}$/.test(values.delivered_on ?? '') && isLateDeliveryReport(values.delivered_on!, today);
  const lateDays = late ? daysBetween(values.delivered_on!, today) : 0;

  const set = (name: string, value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // Past the 14-day window only the marketplace can act: preselect the one solution left.
      if ((name === 'delivered_on' || name === 'subject') && next.subject === 'delivery' && next.delivered_on && isLateDeliveryReport(next.delivered_on, today)) {
        next.solution = 'contact_marketplace';
      }
      return next;
    });
    setProblems((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    problem: problemText(problems[name]),
    onChange: (value: string) => set(name, value),
    onBlur: () => {
      const found = supportProblems(values, [name], today)[name];
      if (found) setProblems((current) => ({ ...current, [name]: found }));
    },
  });

  const focusFirst = (names: string[]) => {
    window.requestAnimationFrame(() => {
      const element = formRef.current?.querySelector<HTMLElement>(names.map((n) => `[name="${n}"]`).join(','));
      element?.focus();
    });
  };

  const goTo = (target: Step) => void navigate({ to: '/support_contactus', search: target === 'subject' ? {} : { step: target } });

  const mutation = useMutation({
    mutationFn: () => {
      const fields: Record<string, string> = { site: code };
      for (const name of ALL_FIELDS) {
        if (name === 'delivered_on' && values.subject !== 'delivery') continue;
        const value = (values[name] ?? '').trim();
        if (value) fields[name] = value;
      }
      return submitContact(fields, image);
    },
    meta: { inlineErrors: true },
    onMutate: () => setRefusal(null),
    onSuccess: ({ ticket }) => {
      setDone({ ticket, email: values.email?.trim() ?? '' });
      forgetTabKept(STORAGE_KEY);
      window.scrollTo({ top: 0 });
    },
    onError: (error) => {
      if (error instanceof ApiError && !error.transport && error.status === 622) {
        setProblems((current) => ({ ...current, image: error.message }));
        return;
      }
      if (error instanceof ApiError && error.fields.length > 0) {
        const named = Object.fromEntries(error.fields.map((f) => [f.field, f.message]));
        setProblems(named);
        const target = stepOf(error.fields[0]!.field);
        if (target !== step) goTo(target);
        focusFirst(Object.keys(named));
        return;
      }
      setRefusal(error);
    },
  });

  if (done) {
    return (
      <ContactDone
        ticket={done.ticket}
        email={done.email}
        onAnother={() => {
          setValues({ subject: '', country: siteCountry(code), marketplace: siteMarketplace(code) });
          setImage(null);
          setDone(null);
          mutation.reset();
          goTo('subject');
        }}
        headingRef={heading}
      />
    );
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = supportProblems(values, STEP_FIELDS[step], today);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirst(Object.keys(found));
      return;
    }
    if (index < STEPS.length - 1) goTo(STEPS[index + 1]!);
    else mutation.mutate();
  };

  const subjectChoices = CONTACT_SUPPORT_SUBJECTS.map((value) => ({ value, label: t(`contact.subjects.${value}`), hint: t(`contact.subject_hints.${value}`) }));
  const solutionChoices = CONTACT_SOLUTIONS.map((value) => ({
    value,
    label: t(`contact.solutions.${value}`),
    hint: t(`contact.solution_hints.${value}`),
    disabled: late && value !== 'contact_marketplace',
  }));
  const categories = CONTACT_PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`contact.categories.${value}`) }));
  const lateNotice = late ? (
    <FormNotice tone="info">
      <p className={styles.noticeTitle}>{t('contact.late.title')}</p>
      <p>{t('contact.late.body', { days: lateDays })}</p>
    </FormNotice>
  ) : null;

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('contact.wizard.title')}</h1>
        <p className={styles.intro}>{t('contact.wizard.intro')}</p>
      </header>
      <Progress steps={STEPS} current={index} />
      <section className={styles.card} aria-labelledby="contact-step-title">
        <form ref={formRef} className={formStyles.form} noValidate onSubmit={onSubmit} data-testid={`contact-step-${step}`}>
          <h2 id="contact-step-title" className={styles.stepTitle} ref={heading} tabIndex={-1}>
            {t(`contact.wizard.${step}_heading`)}
          </h2>

          {step === 'subject' ? (
            <>
              <ChoiceGroup {...field('subject')} legend={<span className="visually-hidden">{t('contact.wizard.steps.subject')}</span>} choices={subjectChoices} />
              <p className={styles.aside}>
                <AppLink to="/contact">{t('contact.wizard.enquiry_link')}</AppLink>
              </p>
            </>
          ) : null}

          {step === 'personal' ? (
            <>
              <TextField {...field('name')} label={t('contact.fields.name')} autoComplete="name" maxLength={128} required />
              <TextField {...field('email')} label={t('contact.fields.email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />
              <SelectField {...field('country')} label={t('contact.fields.country')} placeholder={t('contact.fields.country_placeholder')} options={countries} autoComplete="country" required />
            </>
          ) : null}

          {step === 'order' ? (
            <>
              <div className={formStyles.row}>
                <SelectField {...field('marketplace')} label={t('contact.fields.marketplace')} placeholder={t('contact.fields.marketplace_placeholder')} options={MARKETPLACE_OPTIONS} required />
                <TextField {...field('order_id')} label={t('contact.fields.order_id')} hint={t('contact.fields.order_id_hint')} autoComplete="off" spellCheck={false} maxLength={40} required />
              </div>
              <div className={formStyles.row}>
                <SelectField {...field('product_category')} label={t('contact.fields.product_category')} placeholder={t('contact.fields.product_category_placeholder')} options={categories} required />
                <TextField {...field('product')} label={t('contact.fields.product')} hint={t('contact.fields.product_hint')} maxLength={128} required />
              </div>
              <YesNoField {...field('within_30_days')} legend={t('contact.fields.within_30_days')} />
              <YesNoField {...field('shipping_cost')} legend={t('contact.fields.shipping_cost')} />
              {values.subject === 'delivery' ? (
                <TextField {...field('delivered_on')} label={t('contact.fields.delivered_on')} type="date" max={today} required className={styles.dateField} />
              ) : null}
              {lateNotice}
            </>
          ) : null}

          {step === 'address' ? (
            <>
              <p className={styles.stepIntro}>{t('contact.wizard.address_intro')}</p>
              <TextField {...field('address_line1')} label={t('contact.fields.address_line1')} autoComplete="address-line1" maxLength={128} required />
              <TextField {...field('address_line2')} label={t('contact.fields.address_line2')} autoComplete="address-line2" maxLength={128} />
              <div className={formStyles.row}>
                <TextField {...field('city')} label={t('contact.fields.city')} autoComplete="address-level2" maxLength={64} required />
                <TextField {...field('state')} label={t('contact.fields.state')} autoComplete="address-level1" maxLength={64} required />
              </div>
              <div className={formStyles.row}>
                <TextField {...field('postal_code')} label={t('contact.fields.postal_code')} autoComplete="postal-code" maxLength={16} required />
                <TextField {...field('phone')} label={t('contact.fields.phone')} hint={t('contact.fields.phone_hint')} type="tel" inputMode="tel" autoComplete="tel" maxLength={32} required />
              </div>
            </>
          ) : null}

          {step === 'solution' ? (
            <>
              {lateNotice}
              <ChoiceGroup {...field('solution')} legend={t('contact.fields.solution')} choices={solutionChoices} />
              <TextAreaField {...field('message')} label={t('contact.fields.message')} hint={t('contact.fields.message_hint')} />
              <div className={formStyles.row}>
                <TextField {...field('product_code')} label={t('contact.fields.product_code')} hint={t('contact.fields.product_code_hint')} maxLength={64} />
                <TextField {...field('case_id')} label={t('contact.fields.case_id')} hint={t('contact.fields.case_id_hint')} maxLength={64} />
              </div>
              <ImageField
                file={image}
                onChange={(file) => {
                  setImage(file);
                  set('image', '');
                }}
                problem={problems.image ?? null}
              />
            </>
          ) : null}

          {refusal ? (
            <FormNotice tone="danger">
              <p>{errorMessage(refusal)}</p>
            </FormNotice>
          ) : null}

          <div className={styles.actions}>
            {index > 0 ? (
              <button type="button" className={`${button.button} ${button.secondary} ${button.large}`} onClick={() => goTo(STEPS[index - 1]!)}>
                {t('contact.wizard.back')}
              </button>
            ) : (
              <span />
            )}
            <button type="submit" className={`${button.button} ${button.primary} ${button.large}`} disabled={mutation.isPending}>
              {index < STEPS.length - 1 ? t('contact.wizard.next') : mutation.isPending ? t('contact.wizard.sending') : t('contact.wizard.submit')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
