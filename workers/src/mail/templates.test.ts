import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

const siteUrl = 'https://voltline.example';
const payload = {
  to: 'ann@example.com',
  siteUrl,
  confirmUrl: 'https://voltline.example/subscription_confirm?token=abc',
  unsubscribeUrl: 'https://voltline.example/api/front/customer/unsubscribe?token=xyz',
};

describe('newsletter confirmation email', () => {
  it('is written in the language of the site the person used', async () => {
    const us = await renderMail('newsletterConfirm', { ...payload, lang: 'us' });
    const de = await renderMail('newsletterConfirm', { ...payload, lang: 'de' });
    expect(us.subject).toMatch(/confirm/i);
    expect(de.subject).not.toBe(us.subject);
    expect(de.html).toContain('lang="de-DE"');
  });

  it('carries the confirmation link in both bodies and the unsubscribe link', async () => {
    const mail = await renderMail('newsletterConfirm', { ...payload, lang: 'fr' });
    expect(mail.text).toContain(payload.confirmUrl);
    expect(mail.html).toContain('href="https://voltline.example/subscription_confirm?token=abc&amp;site=fr"');
    expect(mail.html).toContain(payload.unsubscribeUrl);
    expect(mail.unsubscribeUrl).toBe(`${payload.unsubscribeUrl}&site=fr`);
  });

  it('escapes what it puts into HTML', async () => {
    const mail = await renderMail('newsletterConfirm', { ...payload, lang: 'us', confirmUrl: 'https://x.example/?a=1&b="2"' });
    expect(mail.html).toContain('a=1&amp;b=&quot;2&quot;');
  });
});

describe('account emails', () => {
  const to = 'ann@example.com';

  it('confirmation: the link in both bodies, in the site language, valid 24 hours', async () => {
    const confirmUrl = 'https://voltline.example/register_email_vaild?token=abc';
    const us = await renderMail('accountConfirm', { to, siteUrl, lang: 'us', confirmUrl });
    const jp = await renderMail('accountConfirm', { to, siteUrl, lang: 'jp', confirmUrl });
    expect(us.text).toContain(confirmUrl);
    expect(us.html).toContain(`href="${confirmUrl}&amp;site=us"`);
    expect(us.text).toMatch(/24 hours/);
    expect(jp.subject).not.toBe(us.subject);
    expect(jp.html).toContain('lang="ja-JP"');
    expect(us.unsubscribeUrl).toBeUndefined();
  });

  it('confirmation that asks for the password (resend, second registration): no promise of signing in, the button says so', async () => {
    const confirmUrl = 'https://voltline.example/reset_password?token=abc';
    const plain = await renderMail('accountConfirm', { to, siteUrl, lang: 'de', confirmUrl });
    const choose = await renderMail('accountConfirm', { to, siteUrl, lang: 'de', confirmUrl, choosePassword: true });
    expect(choose.text).toContain(confirmUrl);
    expect(choose.text).toContain('Passwort wählen');
    expect(choose.text).not.toContain('sofort angemeldet');
    expect(plain.text).toContain('sofort angemeldet');
  });

  it('password reset: the link, valid 60 minutes', async () => {
    const resetUrl = 'https://voltline.example/reset_password?token=abc';
    const mail = await renderMail('passwordReset', { to, siteUrl, lang: 'se', resetUrl });
    expect(mail.text).toContain(resetUrl);
    expect(mail.text).toMatch(/60 minuter/);
    expect(mail.subject).toMatch(/lösenord/);
  });

  it('password changed: says every session ended, links to sign in and to reset', async () => {
    const mail = await renderMail('passwordChanged', {
      to,
      siteUrl,
      lang: 'us',
      signInUrl: 'https://voltline.example/login',
      forgotUrl: 'https://voltline.example/forget_password',
    });
    expect(mail.subject).toMatch(/password was changed/i);
    expect(mail.text).toMatch(/signed out on every device/);
    expect(mail.html).toContain('href="https://voltline.example/login?site=us"');
    expect(mail.html).toContain('href="https://voltline.example/forget_password?site=us"');
  });
});

describe('warranty emails', () => {
  const to = 'ann@example.com';

  it('registration received: name and order number, the policy link, in the site language', async () => {
    const policyUrl = 'https://voltline.example/about/warrantyPolicy';
    const us = await renderMail('warrantyConfirm', { to, siteUrl, lang: 'us', name: 'Ann <b>', orderNumber: '114-1629072-2441955', policyUrl });
    const de = await renderMail('warrantyConfirm', { to, siteUrl, lang: 'de', name: 'Ann', orderNumber: '114-1629072-2441955', policyUrl });
    expect(us.text).toContain('114-1629072-2441955');
    expect(us.html).toContain('Thank you, Ann &lt;b&gt;');
    expect(us.html).toContain(`href="${policyUrl}?site=us"`);
    expect(de.subject).toMatch(/Garantieregistrierung/);
    expect(de.html).toContain('lang="de-DE"');
  });

  it('proof of purchase: asks for it through the contact form', async () => {
    const mail = await renderMail('warrantyProofRequest', {
      to,
      siteUrl,
      lang: 'fr',
      name: 'Anne',
      orderNumber: '302-6748475-5441883',
      contactUrl: 'https://voltline.example/support_contactus',
    });
    expect(mail.subject).toBe('Nous n’avons pas trouvé votre commande 302-6748475-5441883');
    expect(mail.text).toMatch(/preuve d’achat/);
    expect(mail.html).toContain('href="https://voltline.example/support_contactus?site=fr"');
  });
});

describe('beta tester and review emails', () => {
  const to = 'ann@example.com';

  it('tester welcome: greets by name, lists the benefits, links to the guide, in the site language', async () => {
    const guideUrl = 'https://voltline.example/betatester_active_guide';
    const us = await renderMail('testerWelcome', { to, siteUrl, lang: 'us', name: 'Ann <b>', guideUrl });
    const it = await renderMail('testerWelcome', { to, siteUrl, lang: 'it', name: 'Anna', guideUrl });
    expect(us.subject).toBe('Welcome to the Voltline beta tester programme');
    expect(us.html).toContain('Welcome aboard, Ann &lt;b&gt;!');
    expect(us.text).toMatch(/big discounts, free products to test and the odd bonus surprise/);
    expect(us.html).toContain(`href="${guideUrl}?site=us"`);
    expect(it.subject).toMatch(/programma beta tester/);
    expect(it.html).toContain('lang="it-IT"');
  });

  it('review coupon: the code and the percent, the marketplace review link, and that the coupon does not depend on the review', async () => {
    const reviewUrl = 'https://www.amazon.de/s?k=Voltline%20VL-CC100';
    const mail = await renderMail('reviewCoupon', { to, siteUrl, lang: 'de', code: '7KQM-3XTP-9FHR', percent: 30, product: 'VL-CC100', reviewUrl });
    expect(mail.subject).toBe('Ihr 30-%-Gutschein von Voltline: 7KQM-3XTP-9FHR');
    expect(mail.text).toMatch(/Ihr Gutscheincode \(30 % Rabatt\):\s+7KQM-3XTP-9FHR\n/);
    expect(mail.text).toMatch(/hängt weder von Ihrer Bewertung ab/);
    expect(mail.html).toContain(`href="${reviewUrl}"`);
    // The footer names our site, where the address was typed, never the marketplace.
    expect(mail.text).toMatch(/auf voltline\.example eingegeben/);
    expect(mail.text).not.toMatch(/auf www\.amazon/);
  });

  it('review coupon for a product not sold in the region: says so, and links to no marketplace', async () => {
    const mail = await renderMail('reviewCoupon', { to, siteUrl, lang: 'jp', code: '7KQM-3XTP-9FHR', percent: 10, product: 'VL-AC200', reviewUrl: null });
    expect(mail.text).toContain('VL-AC200 はお住まいの地域のマーケットプレイスでは販売されていない');
    expect(mail.html).not.toMatch(/amazon/);
  });
});
