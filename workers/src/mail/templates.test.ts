import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

const payload = {
  to: 'ann@example.com',
  confirmUrl: 'https://voltline.example/subscription_confirm?token=abc',
  unsubscribeUrl: 'https://voltline.example/api/front/customer/unsubscribe?token=xyz',
};

describe('newsletter confirmation email', () => {
  it('is written in the language of the site the person used', () => {
    const us = renderMail('newsletterConfirm', { ...payload, lang: 'us' });
    const de = renderMail('newsletterConfirm', { ...payload, lang: 'de' });
    expect(us.subject).toMatch(/confirm/i);
    expect(de.subject).not.toBe(us.subject);
    expect(de.html).toContain('lang="de"');
  });

  it('carries the confirmation link in both bodies and the unsubscribe link', () => {
    const mail = renderMail('newsletterConfirm', { ...payload, lang: 'fr' });
    expect(mail.text).toContain(payload.confirmUrl);
    expect(mail.html).toContain('href="https://voltline.example/subscription_confirm?token=abc"');
    expect(mail.html).toContain(payload.unsubscribeUrl);
    expect(mail.unsubscribeUrl).toBe(payload.unsubscribeUrl);
  });

  it('escapes what it puts into HTML', () => {
    const mail = renderMail('newsletterConfirm', { ...payload, lang: 'us', confirmUrl: 'https://x.example/?a=1&b="2"' });
    expect(mail.html).toContain('a=1&amp;b=&quot;2&quot;');
  });
});
