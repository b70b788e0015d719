import type { Lang } from '@voltline/locales';
import type { MailJobName, MailJobPayload } from '@voltline/contracts/jobs';

const siteUrl = 'https://voltline.example';

/**
 * One payload of every mail kind, as the api queues it, in a given language: what the preview
 * command renders and what the template tests render in all nine languages. The longest values the
 * payload schemas allow where a layout could break (a long link, a full contact form).
 */
export function sampleMails(lang: Lang): { [N in MailJobName]: MailJobPayload<N> } {
  const base = { to: 'ann@example.com', reqId: 'preview', lang, siteUrl };
  return {
    newsletterConfirm: {
      ...base,
      confirmUrl: `${siteUrl}/subscription_confirm?token=9c1f0e7a-4b2d-4e8a-b1c3-7d5f6a2e9b40`,
      unsubscribeUrl: `${siteUrl}/api/front/customer/unsubscribe?token=3e8b2c91-7a4f-4d6e-9b0a-1f2c3d4e5f60`,
    },
    accountConfirm: { ...base, confirmUrl: `${siteUrl}/register_email_vaild?token=5a7b9c1d-2e3f-4a5b-8c7d-9e0f1a2b3c4d` },
    passwordReset: { ...base, resetUrl: `${siteUrl}/reset_password?token=b2c4d6e8-f0a1-4b3c-9d5e-7f8a9b0c1d2e` },
    passwordChanged: { ...base, signInUrl: `${siteUrl}/login`, forgotUrl: `${siteUrl}/forget_password` },
    warrantyConfirm: { ...base, name: 'Ann Smith', orderNumber: '114-1629072-2441955', policyUrl: `${siteUrl}/about/warrantyPolicy` },
    warrantyProofRequest: { ...base, name: 'Ann Smith', orderNumber: '302-6748475-5441883', contactUrl: `${siteUrl}/support_contactus` },
    contactAck: { ...base, name: 'Ann Smith', ticket: 'VL-7K3Q9M', subject: 'defective' },
    contactForward: {
      to: 'care@voltline.example',
      reqId: 'preview',
      replyTo: 'ann@example.com',
      lang,
      ticket: 'VL-7K3Q9M',
      subject: 'defective',
      site: lang,
      fields: {
        name: 'Ann Smith',
        email: 'ann@example.com',
        marketplace: 'amazon.de',
        order_id: '114-1629072-2441955',
        product: 'VL-CC100',
        within_30_days: 'yes',
        shipping_cost: 'no',
        solution: 'reshipment',
        message: 'The charger stopped working after two weeks.',
      },
      lateDelivery: true,
      image: { key: 'contact/0f8c1d2e-preview.jpg', contentType: 'image/jpeg', filename: 'VL-7K3Q9M.jpg' },
    },
    testerWelcome: { ...base, name: 'Ann', guideUrl: `${siteUrl}/betatester_active_guide` },
    reviewCoupon: { ...base, code: '7KQM-3XTP-9FHR', percent: 30, product: 'VL-CC100', reviewUrl: 'https://www.amazon.de/s?k=Voltline%20VL-CC100' },
  };
}
