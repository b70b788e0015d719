import type { HtmlToTextOptions } from 'html-to-text';
import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { BCP47, type Lang } from '@voltline/locales';
import type { MailJobName, MailJobPayload } from '@voltline/contracts/jobs';
import { emailT } from './i18n';
import { ActionButton, CopyableCode, FinePrint, FinePrintLink, MailLayout, Paragraph } from './layout';
import { onSite } from './site-links';

export interface RenderedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** RFC 8058 one-click unsubscribe, for every newsletter-type mail. */
  unsubscribeUrl?: string;
  /** Answers go to this address (the care team's copy of a contact request replies to the customer). */
  replyTo?: string;
  /** Files from the upload store, by key. */
  attachments?: { filename: string; contentType: string; key: string }[];
}

/** A mail before rendering: its envelope and its body as a component tree. */
type MailDraft = Omit<RenderedMail, 'html' | 'text'> & { body: ReactElement };
type Draft<N extends MailJobName> = (payload: MailJobPayload<N>) => MailDraft;

const siteHost = (url: string) => new URL(url).host;

/** The links of a customer mail, each opening the customer's site (site-links.ts). */
const linksFor =
  (p: { siteUrl: string; lang: Lang }) =>
  (url: string): string =>
    onSite(url, p.siteUrl, p.lang);

/** The layout's fixed parts for a customer mail: brand, and the footer naming our site. */
function frame(lang: Lang, siteUrl: string) {
  const t = emailT(lang);
  return { lang, brand: t('brand'), footer: t('footer', { site: siteHost(siteUrl) }) };
}

const drafts: { [N in MailJobName]: Draft<N> } = {
  newsletterConfirm: (p) => {
    const t = emailT(p.lang);
    const link = linksFor(p);
    return {
      to: p.to,
      subject: t('newsletter_confirm.subject'),
      unsubscribeUrl: link(p.unsubscribeUrl),
      body: (
        <MailLayout {...frame(p.lang, p.siteUrl)} preheader={t('newsletter_confirm.preheader')} heading={t('newsletter_confirm.heading')}>
          <Paragraph>{t('newsletter_confirm.intro')}</Paragraph>
          <ActionButton label={t('newsletter_confirm.button')} url={link(p.confirmUrl)} />
          <FinePrint>{t('newsletter_confirm.expiry')}</FinePrint>
          <FinePrint>
            <FinePrintLink href={link(p.unsubscribeUrl)}>{t('newsletter_confirm.unsubscribe')}</FinePrintLink>
          </FinePrint>
        </MailLayout>
      ),
    };
  },

  accountConfirm: (p) => {
    const t = emailT(p.lang);
    const link = linksFor(p);
    return {
      to: p.to,
      subject: t('account_confirm.subject'),
      body: (
        <MailLayout {...frame(p.lang, p.siteUrl)} preheader={t('account_confirm.preheader')} heading={t('account_confirm.heading')}>
          <Paragraph>{t(p.choosePassword ? 'account_confirm.intro_choose' : 'account_confirm.intro')}</Paragraph>
          <ActionButton label={t(p.choosePassword ? 'account_confirm.button_choose' : 'account_confirm.button')} url={link(p.confirmUrl)} />
          <FinePrint>{t('account_confirm.expiry')}</FinePrint>
        </MailLayout>
      ),
    };
  },

  passwordReset: (p) => {
    const t = emailT(p.lang);
    const link = linksFor(p);
    return {
      to: p.to,
      subject: t('password_reset.subject'),
      body: (
        <MailLayout {...frame(p.lang, p.siteUrl)} preheader={t('password_reset.preheader')} heading={t('password_reset.heading')}>
          <Paragraph>{t('password_reset.intro')}</Paragraph>
          <ActionButton label={t('password_reset.button')} url={link(p.resetUrl)} />
          <FinePrint>{t('password_reset.expiry')}</FinePrint>
          <FinePrint>{t('password_reset.ignore')}</FinePrint>
        </MailLayout>
      ),
    };
  },

  passwordChanged: (p) => {
    const t = emailT(p.lang);
    const link = linksFor(p);
    return {
      to: p.to,
      subject: t('password_changed.subject'),
      body: (
        <MailLayout {...frame(p.lang, p.siteUrl)} preheader={t('password_changed.preheader')} heading={t('password_changed.heading')}>
          <Paragraph>{t('password_changed.intro')}</Paragraph>
          <Paragraph>{t('password_changed.sessions')}</Paragraph>
          <ActionButton label={t('password_changed.button')} url={link(p.signInUrl)} />
          <FinePrint>{t('password_changed.not_you')}</FinePrint>
          <FinePrint>
            <FinePrintLink href={link(p.forgotUrl)}>{t('password_changed.forgot')}</FinePrintLink>
          </FinePrint>
        </MailLayout>
      ),
    };
  },

  warrantyConfirm: (p) => {
    const t = emailT(p.lang);
    const link = linksFor(p);
    const vars = { name: p.name, orderNumber: p.orderNumber };
    return {
      to: p.to,
      subject: t('warranty_confirm.subject', vars),
      body: (
        <MailLayout {...frame(p.lang, p.siteUrl)} preheader={t('warranty_confirm.preheader', vars)} heading={t('warranty_confirm.heading', vars)}>
          <Paragraph>{t('warranty_confirm.intro', vars)}</Paragraph>
          <Paragraph>{t('warranty_confirm.check')}</Paragraph>
          <ActionButton label={t('warranty_confirm.button')} url={link(p.policyUrl)} />
          <FinePrint>{t('warranty_confirm.ignore')}</FinePrint>
        </MailLayout>
      ),
    };
  },

  warrantyProofRequest: (p) => {
    const t = emailT(p.lang);
    const link = linksFor(p);
    const vars = { name: p.name, orderNumber: p.orderNumber };
    return {
      to: p.to,
      subject: t('warranty_proof.subject', vars),
      body: (
        <MailLayout {...frame(p.lang, p.siteUrl)} preheader={t('warranty_proof.preheader')} heading={t('warranty_proof.heading')}>
          <Paragraph>{t('warranty_proof.intro', vars)}</Paragraph>
          <Paragraph>{t('warranty_proof.ask')}</Paragraph>
          <ActionButton label={t('warranty_proof.button')} url={link(p.contactUrl)} />
          <FinePrint>{t('warranty_proof.keep')}</FinePrint>
        </MailLayout>
      ),
    };
  },

  contactAck: (p) => {
    const t = emailT(p.lang);
    const link = linksFor(p);
    const vars = { name: p.name, ticket: p.ticket, subject: t(`contact_subjects.${p.subject}`) };
    return {
      to: p.to,
      subject: t('contact_ack.subject', vars),
      body: (
        <MailLayout {...frame(p.lang, p.siteUrl)} preheader={t('contact_ack.preheader', vars)} heading={t('contact_ack.heading', vars)}>
          <Paragraph>{t('contact_ack.intro', vars)}</Paragraph>
          <Paragraph>{t('contact_ack.reference', vars)}</Paragraph>
          <Paragraph>{t('contact_ack.reply', vars)}</Paragraph>
          <ActionButton label={t('contact_ack.button')} url={link(`${p.siteUrl}/support`)} />
          <FinePrint>{t('contact_ack.keep', vars)}</FinePrint>
        </MailLayout>
      ),
    };
  },

  contactForward: (p) => {
    const t = emailT(p.lang);
    const vars = { ticket: p.ticket, subject: t(`contact_subjects.${p.subject}`), name: p.fields.name ?? '', site: p.siteName ?? countryName(p.site, p.lang) };
    const lines = Object.entries(p.fields).map(([field, value]) => `${t(`contact_forward.fields.${field}`)}: ${forwardValue(t, field, value)}`);
    const notes = [
      ...(p.lateDelivery ? [t('contact_forward.late_delivery')] : []),
      ...(p.image ? [t('contact_forward.attachment', { filename: p.image.filename })] : []),
    ];
    return {
      to: p.to,
      replyTo: p.replyTo,
      subject: t('contact_forward.subject', vars),
      attachments: p.image ? [{ filename: p.image.filename, contentType: p.image.contentType, key: p.image.key }] : undefined,
      body: (
        // The care team's copy: its footer is the ticket, not a customer's site.
        <MailLayout
          lang={p.lang}
          brand={t('brand')}
          footer={t('contact_forward.footer', vars)}
          preheader={t('contact_forward.preheader', vars)}
          heading={t('contact_forward.heading', vars)}
        >
          {[t('contact_forward.intro', vars), ...notes, ...lines].map((line, i) => (
            <Paragraph key={i}>{line}</Paragraph>
          ))}
          <FinePrint>{t('contact_forward.reply_to', vars)}</FinePrint>
        </MailLayout>
      ),
    };
  },

  testerWelcome: (p) => {
    const t = emailT(p.lang);
    const link = linksFor(p);
    return {
      to: p.to,
      subject: t('tester_welcome.subject'),
      body: (
        <MailLayout {...frame(p.lang, p.siteUrl)} preheader={t('tester_welcome.preheader')} heading={t('tester_welcome.heading', { name: p.name })}>
          <Paragraph>{t('tester_welcome.intro')}</Paragraph>
          <Paragraph>{t('tester_welcome.benefits')}</Paragraph>
          <Paragraph>{t('tester_welcome.next')}</Paragraph>
          <ActionButton label={t('tester_welcome.button')} url={link(p.guideUrl)} />
          <FinePrint>{t('tester_welcome.confidential')}</FinePrint>
          <FinePrint>{t('tester_welcome.ignore')}</FinePrint>
        </MailLayout>
      ),
    };
  },

  reviewCoupon: (p) => {
    const t = emailT(p.lang);
    const link = linksFor(p);
    const vars = { percent: String(p.percent), product: p.product, code: p.code };
    return {
      to: p.to,
      subject: t('review_coupon.subject', vars),
      body: (
        <MailLayout {...frame(p.lang, p.siteUrl)} preheader={t('review_coupon.preheader', vars)} heading={t('review_coupon.heading', vars)}>
          <Paragraph>{t('review_coupon.intro', vars)}</Paragraph>
          <CopyableCode label={t('review_coupon.code_label', vars)} code={p.code} />
          {/* No generic marketplace link: the review page of this product in the customer's region,
              or a plain word that there is none. */}
          <Paragraph>{t(p.reviewUrl ? 'review_coupon.review' : 'review_coupon.not_listed', vars)}</Paragraph>
          {p.reviewUrl ? <ActionButton label={t('review_coupon.button')} url={link(p.reviewUrl)} /> : null}
          <FinePrint>{t('review_coupon.how')}</FinePrint>
          <FinePrint>{t('review_coupon.independent')}</FinePrint>
        </MailLayout>
      ),
    };
  },
};

/**
 * A site as a person reads it when the job does not say (queued before it did): the name of its
 * country in the mail's language, never the code ("jp" is not a word anyone says).
 */
function countryName(site: Lang, lang: Lang): string {
  const region = BCP47[site].split('-')[1] ?? site.toUpperCase();
  return new Intl.DisplayNames([BCP47[lang]], { type: 'region' }).of(region) ?? region;
}

/** The care team's copy: yes/no and the chosen options read as words, everything else as typed. */
function forwardValue(t: ReturnType<typeof emailT>, field: string, value: string): string {
  if (field === 'within_30_days' || field === 'shipping_cost') return t(`contact_forward.${value === 'yes' ? 'yes' : 'no'}`);
  if (field === 'solution') return t(`contact_solutions.${value}`);
  return value;
}

/**
 * The plain-text part reads as the HTML part: the heading as written (not upper-cased), a link as
 * "label: address"; the button's written-out address and the preheader are left out
 * (data-skip-in-text, React Email's convention).
 */
const plainTextOptions: HtmlToTextOptions = {
  formatters: {
    labelledLink: (elem, walk, builder) => {
      walk(elem.children, builder);
      const href = elem.attribs?.href;
      if (href) builder.addInline(`: ${href}`, { noWordTransform: true });
    },
  },
  selectors: [
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2 } },
    { selector: 'a', format: 'labelledLink' },
  ],
};

/** The HTML part and the plain-text part (nodemailer sends both), from the same component tree. */
export async function renderMail<N extends MailJobName>(name: N, payload: MailJobPayload<N>): Promise<RenderedMail> {
  const { body, ...envelope } = drafts[name](payload);
  const html = await render(body);
  return { ...envelope, html, text: toPlainText(html, plainTextOptions) };
}
