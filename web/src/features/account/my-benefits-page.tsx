import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MyPreserve } from '@voltline/contracts';
import { errorMessage } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import { FormNotice, formStyles } from '../../components/ui/form-field';
import { ArrowRightIcon, CheckIcon } from '../../components/ui/icons/icons';
import { FlaskIcon, LockIcon, MailIcon, ShieldCheckIcon } from '../../components/ui/icons/page-icons';
import { useMyPreserve } from './api';
import tab from './center-section.module.css';
import styles from './my-benefits-page.module.css';

type Right = 'warranty' | 'tester' | 'subscription';

/** The benefit keys my_preserve sends that have texts here; an unknown key is not shown. */
const BENEFITS = [
  'review_coupons',
  'lifetime_warranty',
  'free_replacements',
  'tester_discounts',
  'free_products',
  'bonus_surprises',
  'newsletter_offers',
] as const;
type BenefitKey = (typeof BENEFITS)[number];
const isKnownBenefit = (key: string): key is BenefitKey => (BENEFITS as readonly string[]).includes(key);

/** The newsletter box sits in the footer of every page: the link scrolls to it and focuses it. */
function focusNewsletter() {
  window.setTimeout(() => document.querySelector<HTMLInputElement>('#newsletter input[name="email"]')?.focus({ preventScroll: true }), 50);
}

function RightCta({ right, children }: { right: Right; children: ReactNode }) {
  if (right === 'subscription') {
    return (
      <Link to="/personal_center/my_benefits" hash="newsletter" className={styles.rightCta} onClick={focusNewsletter}>
        {children}
      </Link>
    );
  }
  return (
    <AppLink to={right === 'warranty' ? '/warranty' : '/betatester'} className={styles.rightCta}>
      {children}
    </AppLink>
  );
}

function Rights({ data }: { data: MyPreserve }) {
  const { t } = useTranslation();
  const rights = [
    {
      key: 'warranty',
      Icon: ShieldCheckIcon,
      title: t('account.rights.warranty_title'),
      text: t('account.rights.warranty_text'),
      cta: t('account.rights.warranty_cta'),
    },
    { key: 'tester', Icon: FlaskIcon, title: t('account.rights.tester_title'), text: t('account.rights.tester_text'), cta: t('account.rights.tester_cta') },
    {
      key: 'subscription',
      Icon: MailIcon,
      title: t('account.rights.subscription_title'),
      text: t('account.rights.subscription_text'),
      cta: t('account.rights.subscription_cta'),
    },
  ] as const;
  return (
    <ul role="list" className={styles.rights}>
      {rights.map(({ key, Icon, title, text, cta }) => {
        const held = data[key];
        return (
          <li key={key} className={styles.right} data-held={held} data-right={key}>
            <div className={styles.rightTop}>
              <span className={styles.rightIcon} aria-hidden="true">
                <Icon />
              </span>
              <span className={styles.badge}>
                {held ? <CheckIcon aria-hidden="true" /> : null}
                {held ? t('account.rights.held') : t('account.rights.not_held')}
              </span>
            </div>
            <h3 className={styles.rightTitle}>{title}</h3>
            <p className={styles.rightText}>{text}</p>
            {held ? null : (
              <RightCta right={key}>
                {cta}
                <ArrowRightIcon aria-hidden="true" />
              </RightCta>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Benefits({ data }: { data: MyPreserve }) {
  const { t } = useTranslation();
  const sourceName = (source: MyPreserve['benefits'][number]['source']) =>
    source === 'account' ? t('account.rights.account_title') : t(`account.rights.${source}_title`);
  return (
    <ul role="list" className={styles.benefits}>
      {data.benefits.flatMap(({ key, source, active }) =>
        isKnownBenefit(key)
          ? [
              <li key={key} className={styles.benefit} data-active={active}>
                <span className={styles.benefitIcon} aria-hidden="true">
                  {active ? <CheckIcon /> : <LockIcon />}
                </span>
                <div className={styles.benefitCopy}>
                  <h3 className={styles.benefitTitle}>
                    {t(`account.benefits.${key}.title`)}
                    <span className="visually-hidden"> ({active ? t('account.rights.benefit_active') : t('account.rights.benefit_locked')})</span>
                  </h3>
                  <p className={styles.benefitText}>{t(`account.benefits.${key}.text`)}</p>
                  {active ? null : <p className={styles.benefitSource}>{t('account.rights.comes_with', { right: sourceName(source) })}</p>}
                </div>
              </li>,
            ]
          : [],
      )}
    </ul>
  );
}

/** /personal_center/my_benefits: the rights held on the email (my_preserve) and what they bring. */
export function MyBenefitsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.center.tab_benefits'));
  const preserve = useMyPreserve();

  let body: ReactNode;
  if (preserve.isSuccess) body = null;
  else if (preserve.isError) {
    body = (
      <FormNotice tone="danger">
        <p>{errorMessage(preserve.error)}</p>
        <button type="button" className={formStyles.noticeAction} onClick={() => void preserve.refetch()}>
          {t('errors.retry')}
        </button>
      </FormNotice>
    );
  } else {
    body = (
      <p className={styles.status} role="status">
        {t('a11y.loading')}
      </p>
    );
  }

  return (
    <>
      <section className={tab.section} aria-labelledby="rights-title">
        <div className={tab.sectionHead}>
          <h2 id="rights-title" className={tab.sectionTitle}>
            {t('account.rights.title')}
          </h2>
          <p className={tab.sectionIntro}>{t('account.rights.intro')}</p>
        </div>
        {preserve.data ? <Rights data={preserve.data} /> : body}
      </section>
      {preserve.data ? (
        <section className={tab.section} aria-labelledby="benefits-title">
          <div className={tab.sectionHead}>
            <h2 id="benefits-title" className={tab.sectionTitle}>
              {t('account.rights.benefits_title')}
            </h2>
            <p className={tab.sectionIntro}>{t('account.rights.benefits_intro')}</p>
          </div>
          <Benefits data={preserve.data} />
        </section>
      ) : null}
    </>
  );
}
