import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_COLOURS, REVIEW_REASONS, reviewSubmitRequest } from '@voltline/contracts';
import { RadioGroupField } from '../../components/ui/choice-field';
import { FormNotice, SelectField, TextField, formStyles } from '../../components/ui/form-field';
import { CheckIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import page from '../../components/ui/content-page.module.css';
import card from '../../components/ui/form-card.module.css';
import { errorMessage } from '../../lib/api';
import { productListQueryOptions } from '../../lib/catalogue-api';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
// The account pages' form checks: the API's own schema, each field on blur, all on submit.
import { useSchemaForm } from '../../lib/use-schema-form';
import { rememberCoupon, submitReview } from './api';
import { useReviewSearch } from './search';
import { StarRating } from './star-rating';
import { TextAreaField } from './text-area-field';
import styles from './review.module.css';

const SURVEY = ['reason', 'colour', 'compared_brands', 'better_than_others', 'problems', 'stars', 'opinion', 'submitted_to_marketplace'] as const;

/**
 * /comments: the questionnaire (docs/product.md §2, review flow steps 2 and 3).
 * With ?choice=10 only the email and the product are asked (the 10% coupon); otherwise the survey
 * too (30%). The percent comes from the server, which never looks at what the answers say.
 */
export function CommentsPage() {
  const { t } = useTranslation();
  const search = useReviewSearch();
  const { site, code } = useCurrentSite();
  const navigate = useNavigate();
  // The catalogue of the site, offered as the product field's suggestions: the api takes only these.
  const products = useQuery(productListQueryOptions(site?.id, { page_size: 100, sort: 'model', order: 'asc' }));
  const survey = search.choice !== '10';
  const choice = survey ? '30' : '10';
  useDocumentTitle(t(survey ? 'review.form.title_30' : 'review.form.title_10'));
  const initialProduct = (search.product ?? '').slice(0, 128);
  const form = useSchemaForm(reviewSubmitRequest, {
    email: '',
    product: initialProduct,
    reason: '',
    colour: '',
    compared_brands: '',
    better_than_others: '',
    problems: '',
    stars: '',
    opinion: '',
    submitted_to_marketplace: '',
  });
  const [refusal, setRefusal] = useState<unknown>(null);

  const mutation = useMutation({
    mutationFn: submitReview,
    meta: { inlineErrors: true },
    onMutate: () => setRefusal(null),
    onSuccess: async (result, fields) => {
      rememberCoupon({ email: fields.email ?? '', alreadySent: result.already_sent });
      await navigate({ to: result.percent === 30 ? '/code_30' : '/code_10' });
    },
    onError: (error) => {
      if (!form.showRefusal(error)) setRefusal(error);
    },
  });

  const send = () => {
    const v = form.values;
    const answers = survey ? Object.fromEntries(SURVEY.map((key) => [key, v[key].trim()])) : {};
    mutation.mutate({ email: v.email.trim(), product: v.product.trim(), ...answers, choice, site: code });
  };

  /** Props of a radio group from the form's state (the same checks as the text fields). */
  const radio = (name: 'reason' | 'better_than_others' | 'problems' | 'submitted_to_marketplace') => {
    const { value, onChange, problem } = form.field(name);
    return { name, value, onChange, problem };
  };
  const yesNo = [
    { value: 'yes', label: t('review.form.yes') },
    { value: 'no', label: t('review.form.no') },
  ];
  const otherChoice = { choice: survey ? ('10' as const) : ('30' as const), ...(form.values.product.trim() ? { product: form.values.product.trim() } : {}) };

  return (
    <div className={page.page}>
      <div className={card.formWrap}>
        <section className={card.formCard} aria-labelledby="review-form-title">
          <div className={card.formHead}>
            <p className={`${page.eyebrow} ${card.formEyebrow}`}>{survey ? '30%' : '10%'}</p>
            <h1 id="review-form-title" className={card.formTitle}>
              {t(survey ? 'review.form.title_30' : 'review.form.title_10')}
            </h1>
            <p className={card.formIntro}>{t(survey ? 'review.form.intro_30' : 'review.form.intro_10')}</p>
          </div>
          <form
            ref={form.formRef}
            className={`${formStyles.form} ${card.formGrid}`}
            data-testid="review-form"
            noValidate
            onSubmit={form.onSubmit(send, { choice })}
          >
            <div className={formStyles.row}>
              <TextField
                {...form.field('email')}
                label={t('review.form.email')}
                hint={t('review.form.email_hint')}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                required
              />
              <TextField
                {...form.field('product')}
                label={t('review.form.product')}
                hint={t('review.form.product_hint')}
                maxLength={128}
                list="review-products"
                autoComplete="off"
                required
              />
              <datalist id="review-products" data-testid="review-products">
                {products.data?.rows.map((p) => (
                  <option key={p.id} value={p.model} label={p.name} />
                ))}
              </datalist>
            </div>
            {survey ? (
              <>
                <RadioGroupField
                  {...radio('reason')}
                  legend={t('review.form.reason')}
                  layout="grid"
                  options={REVIEW_REASONS.map((r) => ({ value: r, label: t(`review.form.reason_${r}`) }))}
                />
                <SelectField
                  {...form.field('colour')}
                  label={t('review.form.colour')}
                  placeholder={t('review.form.colour_placeholder')}
                  options={REVIEW_COLOURS.map((c) => ({ value: c, label: t(`review.colour.${c}`) }))}
                />
                <TextField
                  {...form.field('compared_brands')}
                  label={t('review.form.compared_brands')}
                  hint={t('review.form.compared_brands_hint')}
                  maxLength={200}
                />
                <RadioGroupField {...radio('better_than_others')} legend={t('review.form.better_than_others')} options={yesNo} />
                <RadioGroupField {...radio('problems')} legend={t('review.form.problems')} options={yesNo} />
                <StarRating
                  name="stars"
                  legend={t('review.form.stars')}
                  value={form.values.stars}
                  onChange={form.field('stars').onChange}
                  problem={form.field('stars').problem}
                />
                <TextAreaField {...form.field('opinion')} label={t('review.form.opinion')} hint={t('review.form.opinion_hint')} maxLength={2000} rows={4} />
                <RadioGroupField {...radio('submitted_to_marketplace')} legend={t('review.form.submitted')} options={yesNo} />
                <p className={styles.fair}>
                  <CheckIcon />
                  {t('review.form.fair')}
                </p>
              </>
            ) : null}
            {refusal ? (
              <FormNotice tone="danger">
                <p>{errorMessage(refusal)}</p>
              </FormNotice>
            ) : null}
            <button type="submit" className={`${button.button} ${button.primary} ${button.large} ${formStyles.submit}`} disabled={mutation.isPending}>
              {mutation.isPending ? t('review.form.sending') : t(survey ? 'review.form.submit_30' : 'review.form.submit_10')}
            </button>
            <Link to="/comments" search={otherChoice} className={`${page.textLink} ${styles.switch}`}>
              {t(survey ? 'review.form.switch_to_10' : 'review.form.switch_to_30')}
            </Link>
          </form>
        </section>
      </div>
    </div>
  );
}
