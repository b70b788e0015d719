import type { MailJobName, MailJobPayload } from '../jobs';
import { emailT } from './i18n';
import { escapeHtml, renderHtml, renderText } from './layout';

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

type Renderer<N extends MailJobName> = (payload: MailJobPayload<N>) => RenderedMail;

const siteHost = (url: string) => new URL(url).host;

const renderers: { [N in MailJobName]: Renderer<N> } = {
  newsletterConfirm: (p) => {
    const t = emailT(p.lang);
    const layout = {
      lang: p.lang,
      brand: t('brand'),
      preheader: t('newsletter_confirm.preheader'),
      heading: t('newsletter_confirm.heading'),
      paragraphs: [t('newsletter_confirm.intro')],
      button: { label: t('newsletter_confirm.button'), url: p.confirmUrl },
      finePrint: [
        escapeHtml(t('newsletter_confirm.expiry')),
        `<a href="${escapeHtml(p.unsubscribeUrl)}" style="color:#52606d">${escapeHtml(t('newsletter_confirm.unsubscribe'))}</a>`,
      ],
      footer: t('footer', { site: siteHost(p.siteUrl) }),
    };
    return {
      to: p.to,
      subject: t('newsletter_confirm.subject'),
      html: renderHtml(layout),
      text: renderText(layout, [t('newsletter_confirm.expiry'), `${t('newsletter_confirm.unsubscribe')}: ${p.unsubscribeUrl}`]),
      unsubscribeUrl: p.unsubscribeUrl,
    };
  },
  accountConfirm: (p) => {
    const t = emailT(p.lang);
    const layout = {
      lang: p.lang,
      brand: t('brand'),
      preheader: t('account_confirm.preheader'),
      heading: t('account_confirm.heading'),
      paragraphs: [t('account_confirm.intro')],
      button: { label: t('account_confirm.button'), url: p.confirmUrl },
      finePrint: [escapeHtml(t('account_confirm.expiry'))],
      footer: t('footer', { site: siteHost(p.siteUrl) }),
    };
    return { to: p.to, subject: t('account_confirm.subject'), html: renderHtml(layout), text: renderText(layout, [t('account_confirm.expiry')]) };
  },

  passwordReset: (p) => {
    const t = emailT(p.lang);
    const finePrint = [t('password_reset.expiry'), t('password_reset.ignore')];
    const layout = {
      lang: p.lang,
      brand: t('brand'),
      preheader: t('password_reset.preheader'),
      heading: t('password_reset.heading'),
      paragraphs: [t('password_reset.intro')],
      button: { label: t('password_reset.button'), url: p.resetUrl },
      finePrint: finePrint.map(escapeHtml),
      footer: t('footer', { site: siteHost(p.siteUrl) }),
    };
    return { to: p.to, subject: t('password_reset.subject'), html: renderHtml(layout), text: renderText(layout, finePrint) };
  },

  passwordChanged: (p) => {
    const t = emailT(p.lang);
    const layout = {
      lang: p.lang,
      brand: t('brand'),
      preheader: t('password_changed.preheader'),
      heading: t('password_changed.heading'),
      paragraphs: [t('password_changed.intro'), t('password_changed.sessions')],
      button: { label: t('password_changed.button'), url: p.signInUrl },
      finePrint: [
        escapeHtml(t('password_changed.not_you')),
        `<a href="${escapeHtml(p.forgotUrl)}" style="color:#52606d">${escapeHtml(t('password_changed.forgot'))}</a>`,
      ],
      footer: t('footer', { site: siteHost(p.siteUrl) }),
    };
    return {
      to: p.to,
      subject: t('password_changed.subject'),
      html: renderHtml(layout),
      text: renderText(layout, [t('password_changed.not_you'), `${t('password_changed.forgot')}: ${p.forgotUrl}`]),
    };
  },

  warrantyConfirm: (p) => {
    const t = emailT(p.lang);
    const vars = { name: p.name, orderNumber: p.orderNumber };
    const layout = {
      lang: p.lang,
      brand: t('brand'),
      preheader: t('warranty_confirm.preheader', vars),
      heading: t('warranty_confirm.heading', vars),
      paragraphs: [t('warranty_confirm.intro', vars), t('warranty_confirm.check')],
      button: { label: t('warranty_confirm.button'), url: p.policyUrl },
      finePrint: [escapeHtml(t('warranty_confirm.ignore'))],
      footer: t('footer', { site: siteHost(p.siteUrl) }),
    };
    return { to: p.to, subject: t('warranty_confirm.subject', vars), html: renderHtml(layout), text: renderText(layout, [t('warranty_confirm.ignore')]) };
  },

  warrantyProofRequest: (p) => {
    const t = emailT(p.lang);
    const vars = { name: p.name, orderNumber: p.orderNumber };
    const layout = {
      lang: p.lang,
      brand: t('brand'),
      preheader: t('warranty_proof.preheader'),
      heading: t('warranty_proof.heading'),
      paragraphs: [t('warranty_proof.intro', vars), t('warranty_proof.ask')],
      button: { label: t('warranty_proof.button'), url: p.contactUrl },
      finePrint: [escapeHtml(t('warranty_proof.keep'))],
      footer: t('footer', { site: siteHost(p.siteUrl) }),
    };
    return { to: p.to, subject: t('warranty_proof.subject', vars), html: renderHtml(layout), text: renderText(layout, [t('warranty_proof.keep')]) };
  },

  contactAck: (p) => {
    const t = emailT(p.lang);
    const vars = { name: p.name, ticket: p.ticket, subject: t(`contact_subjects.${p.subject}`) };
    const layout = {
      lang: p.lang,
      brand: t('brand'),
      preheader: t('contact_ack.preheader', vars),
      heading: t('contact_ack.heading', vars),
      paragraphs: [t('contact_ack.intro', vars), t('contact_ack.reference', vars), t('contact_ack.reply', vars)],
      button: { label: t('contact_ack.button'), url: `${p.siteUrl}/support` },
      finePrint: [escapeHtml(t('contact_ack.keep', vars))],
      footer: t('footer', { site: siteHost(p.siteUrl) }),
    };
    return { to: p.to, subject: t('contact_ack.subject', vars), html: renderHtml(layout), text: renderText(layout, [t('contact_ack.keep', vars)]) };
  },

  contactForward: (p) => {
    const t = emailT(p.lang);
    const vars = { ticket: p.ticket, subject: t(`contact_subjects.${p.subject}`), name: p.fields.name ?? '', site: p.site };
    const lines = Object.entries(p.fields).map(([field, value]) => `${t(`contact_forward.fields.${field}`)}: ${forwardValue(t, field, value)}`);
    const notes = [
      ...(p.lateDelivery ? [t('contact_forward.late_delivery')] : []),
      ...(p.image ? [t('contact_forward.attachment', { filename: p.image.filename })] : []),
    ];
    const layout = {
      lang: p.lang,
      brand: t('brand'),
      preheader: t('contact_forward.preheader', vars),
      heading: t('contact_forward.heading', vars),
      paragraphs: [t('contact_forward.intro', vars), ...notes, ...lines],
      finePrint: [escapeHtml(t('contact_forward.reply_to', vars))],
      footer: t('contact_forward.footer', vars),
    };
    return {
      to: p.to,
      replyTo: p.replyTo,
      subject: t('contact_forward.subject', vars),
      html: renderHtml(layout),
      text: renderText(layout, [t('contact_forward.reply_to', vars)]),
      attachments: p.image ? [{ filename: p.image.filename, contentType: p.image.contentType, key: p.image.key }] : undefined,
    };
  },

  testerWelcome: (p) => {
    const t = emailT(p.lang);
    const finePrint = [t('tester_welcome.confidential'), t('tester_welcome.ignore')];
    const layout = {
      lang: p.lang,
      brand: t('brand'),
      preheader: t('tester_welcome.preheader'),
      heading: t('tester_welcome.heading', { name: p.name }),
      paragraphs: [t('tester_welcome.intro'), t('tester_welcome.benefits'), t('tester_welcome.next')],
      button: { label: t('tester_welcome.button'), url: p.guideUrl },
      finePrint: finePrint.map(escapeHtml),
      footer: t('footer', { site: siteHost(p.siteUrl) }),
    };
    return { to: p.to, subject: t('tester_welcome.subject'), html: renderHtml(layout), text: renderText(layout, finePrint) };
  },

  reviewCoupon: (p) => {
    const t = emailT(p.lang);
    const vars = { percent: String(p.percent), product: p.product, code: p.code };
    const finePrint = [t('review_coupon.how'), t('review_coupon.independent')];
    const layout = {
      lang: p.lang,
      brand: t('brand'),
      preheader: t('review_coupon.preheader', vars),
      heading: t('review_coupon.heading', vars),
      // No generic marketplace link: the review page of this product in the customer's region, or
      // a plain word that there is none.
      paragraphs: [t('review_coupon.intro', vars), t('review_coupon.code', vars), t(p.reviewUrl ? 'review_coupon.review' : 'review_coupon.not_listed', vars)],
      button: p.reviewUrl ? { label: t('review_coupon.button'), url: p.reviewUrl } : undefined,
      finePrint: finePrint.map(escapeHtml),
      footer: t('footer', { site: siteHost(p.siteUrl) }),
    };
    return { to: p.to, subject: t('review_coupon.subject', vars), html: renderHtml(layout), text: renderText(layout, finePrint) };
  },
};

/** The care team's copy: yes/no and the chosen options read as words, everything else as typed. */
function forwardValue(t: ReturnType<typeof emailT>, field: string, value: string): string {
  if (field === 'within_30_days' || field === 'shipping_cost') return t(`contact_forward.${value === 'yes' ? 'yes' : 'no'}`);
  if (field === 'solution') return t(`contact_solutions.${value}`);
  return value;
}

export function renderMail<N extends MailJobName>(name: N, payload: MailJobPayload<N>): RenderedMail {
  return renderers[name](payload);
}
