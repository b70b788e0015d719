import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

describe('contact emails', () => {
  it('acknowledgement: the ticket, the subject and the 24-hour promise, in the language of the site', async () => {
    const base = { to: 'ann@example.com', name: 'Ann <b>', ticket: 'VL-7K3Q9M', subject: 'delivery', siteUrl: 'https://voltline.example' };
    const us = await renderMail('contactAck', { ...base, lang: 'us' });
    const jp = await renderMail('contactAck', { ...base, lang: 'jp' });
    expect(us.subject).toBe('We received your request VL-7K3Q9M');
    expect(us.text).toContain('a delivery problem');
    expect(us.text).toMatch(/reply within 24 hours/);
    expect(us.html).toContain('Thank you, Ann &lt;b&gt;');
    expect(us.html).toContain('href="https://voltline.example/support?site=us"');
    expect(jp.subject).toBe('お問い合わせ VL-7K3Q9M を受け付けました');
    expect(jp.text).toContain('24時間以内');
    expect(us.attachments).toBeUndefined();
  });

  it("care team's copy: every answer as words, reply-to the customer, the photo by its storage key", async () => {
    const mail = await renderMail('contactForward', {
      to: 'care@voltline.example',
      replyTo: 'ann@example.com',
      lang: 'us',
      ticket: 'VL-7K3Q9M',
      subject: 'defective',
      site: 'de',
      siteName: 'Germany',
      fields: { name: 'Ann', email: 'ann@example.com', within_30_days: 'yes', shipping_cost: 'no', solution: 'reshipment', message: 'Broken' },
      lateDelivery: false,
      image: { key: 'contact/0f8c1d2e-aaaa-bbbb.jpg', contentType: 'image/jpeg', filename: 'VL-7K3Q9M.jpg' },
    });
    expect(mail.subject).toBe('[VL-7K3Q9M] Ann: the product does not work');
    expect(mail.replyTo).toBe('ann@example.com');
    expect(mail.text).toContain('Bought within 30 days: yes');
    expect(mail.text).toContain('Paid for shipping: no');
    expect(mail.text).toContain('Preferred solution: reshipment');
    // The site by its name (from the site list), never its code.
    expect(mail.text).toContain('The customer used the Germany site');
    expect(mail.text).not.toMatch(/\bde site\b/);
    expect(mail.text).not.toMatch(/14 days/);
    expect(mail.attachments).toEqual([{ filename: 'VL-7K3Q9M.jpg', contentType: 'image/jpeg', key: 'contact/0f8c1d2e-aaaa-bbbb.jpg' }]);
  });

  it("care team's copy queued before it carried the site's name: names the country, never the code", async () => {
    const mail = await renderMail('contactForward', {
      to: 'care@voltline.example',
      replyTo: 'hana@example.com',
      lang: 'us',
      ticket: 'VL-7K3Q9M',
      subject: 'general',
      site: 'jp',
      fields: { name: 'Hana', email: 'hana@example.com', message: 'Hello' },
      lateDelivery: false,
      image: null,
    });
    expect(mail.text).toContain('The customer used the Japan site');
    expect(mail.text).not.toMatch(/\bjp site\b/);
  });
});
