import type { Lang } from '@voltline/locales';
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
}

type Renderer<N extends MailJobName> = (payload: MailJobPayload<N>) => RenderedMail;

const siteHost = (url: string) => new URL(url).host;

const renderers: { [N in MailJobName]: Renderer<N> } = {
  newsletterConfirm: (p) => {
    const t = emailT(p.lang as Lang);
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
      footer: t('footer', { site: siteHost(p.confirmUrl) }),
    };
    return {
      to: p.to,
      subject: t('newsletter_confirm.subject'),
      html: renderHtml(layout),
      text: renderText(layout, [t('newsletter_confirm.expiry'), `${t('newsletter_confirm.unsubscribe')}: ${p.unsubscribeUrl}`]),
      unsubscribeUrl: p.unsubscribeUrl,
    };
  },
};

export function renderMail<N extends MailJobName>(name: N, payload: MailJobPayload<N>): RenderedMail {
  return (renderers[name] as Renderer<N>)(payload);
}
