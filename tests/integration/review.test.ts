import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { reviewSubmitRequest } from '@voltline/contracts';
import { reviewService } from '../../api/src/modules/review/service';
import { sentTo } from '../support/smtp-sink';
import { postForm, startStack, uniqueEmail, type Stack } from '../support/stack';

/**
 * The review questionnaire and its coupons end to end: real api, workers, Postgres, Redis and SMTP
 * sink. The coupon code is only ever seen in the email.
 */
let stack: Stack;
let lastIp = 0;

const submit = (fields: Record<string, string>) => postForm(stack.baseUrl, '/api/front/review/submit', fields, { 'x-forwarded-for': `192.0.2.${++lastIp}` });

const survey = {
  reason: 'function',
  colour: 'black',
  compared_brands: 'Anker',
  better_than_others: 'yes',
  problems: 'no',
  opinion: 'Charges my laptop at full speed.',
};

const CODE = /\b[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}\b/;
const codeIn = (mail: ParsedMail) => mail.text?.match(CODE)?.[0];
const couponMails = (email: string, product: string) => stack.smtp.messages.filter((m) => sentTo(email)(m) && (m.text ?? '').includes(product));

beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await stack?.close();
});

describe('review coupons', () => {
  it("declining the survey gives the 10% coupon by email, with the product's review link on the marketplace of the site", async () => {
    const email = uniqueEmail('Decline');
    const res = await submit({ email, product: 'vl-cc100', choice: '10', site: 'fr' });
    expect(res.body).toMatchObject({ state: 1, status: 200, data: { percent: 10, already_sent: false } });
    expect(res.body.message).toMatch(/coupon de 10 %/);
    expect(JSON.stringify(res.body)).not.toMatch(CODE);

    const mail = await stack.smtp.waitFor(sentTo(email));
    const code = codeIn(mail)!;
    expect(mail.subject).toBe(`Votre coupon Voltline de 10 % : ${code}`);
    // The product's own page on amazon.fr (its listing), not a generic marketplace page.
    expect(mail.text).toContain('https://www.amazon.fr/s?k=Voltline%20VL-CC100');
    expect(mail.text).not.toContain('create-review');
    const stored = await stack.db.reviewCoupon.findFirstOrThrow({ where: { email: email.toLowerCase() } });
    expect(stored).toMatchObject({ code, percent: 10, surveyed: false, product: 'VL-CC100', site: 'fr', stars: null });
  });

  it('the answered survey gives 30%, whatever the stars and whether a marketplace review was posted', async () => {
    const answers = [
      { stars: '1', submitted_to_marketplace: 'no' },
      { stars: '5', submitted_to_marketplace: 'yes' },
      { stars: '3', submitted_to_marketplace: 'no' },
    ];
    for (const [i, a] of answers.entries()) {
      const email = uniqueEmail(`Survey${i}`);
      const res = await submit({ email, product: 'VL-GAN65', choice: '30', ...survey, ...a, site: 'us' });
      expect(res.body).toMatchObject({ state: 1, data: { percent: 30, already_sent: false } });
      const mail = await stack.smtp.waitFor(sentTo(email));
      expect(mail.subject).toMatch(/^Your 30% Voltline coupon: /);
      expect(mail.text).toContain(`Your coupon code (30% off):\n\n${codeIn(mail)}\n`);
      const stored = await stack.db.reviewCoupon.findFirstOrThrow({ where: { email: email.toLowerCase() } });
      expect(stored).toMatchObject({
        percent: 30,
        surveyed: true,
        reason: 'function',
        colour: 'black',
        stars: Number(a.stars),
        submittedToMarketplace: a.submitted_to_marketplace === 'yes',
      });
    }
  });

  it('answers sent with a declined survey do not raise the percent', async () => {
    const res = await submit({ email: uniqueEmail('Answers10'), product: 'VL-ST-AL', choice: '10', ...survey, stars: '5', submitted_to_marketplace: 'yes' });
    expect(res.body.data).toEqual({ percent: 10, already_sent: false });
  });

  it('one coupon per email and product: the second request answers the same coupon and sends no second email', async () => {
    const email = uniqueEmail('Twice');
    const first = await submit({ email, product: 'VL-HUB7', choice: '10' });
    expect(first.body.data).toEqual({ percent: 10, already_sent: false });
    const firstMail = await stack.smtp.waitFor(sentTo(email));
    const code = codeIn(firstMail);

    // Same product named by its name instead of its model, now with the survey: still the first coupon.
    const second = await submit({
      email: email.toUpperCase(),
      product: '  7-in-1   usb-c HUB ',
      choice: '30',
      ...survey,
      stars: '5',
      submitted_to_marketplace: 'yes',
    });
    expect(second.body).toMatchObject({ state: 1, data: { percent: 10, already_sent: true } });
    expect(second.body.message).toMatch(/already have your 10% coupon/);
    expect(await stack.db.reviewCoupon.findMany({ where: { email: email.toLowerCase() } })).toMatchObject([{ code, percent: 10 }]);

    // Another product is another coupon, with another code; once it has arrived, a second email
    // for the first product would have been queued before it.
    const other = await submit({ email, product: 'VL-CL200', choice: '10' });
    expect(other.body.data).toEqual({ percent: 10, already_sent: false });
    const otherMail = await stack.smtp.waitFor((m) => sentTo(email)(m) && (m.text ?? '').includes('VL-CL200'));
    expect(codeIn(otherMail)).not.toBe(code);
    expect(couponMails(email, 'VL-HUB7')).toHaveLength(1);
    expect(await stack.db.outboxEvent.count({ where: { name: 'reviewCoupon', payload: { path: ['to'], equals: email.toLowerCase() } } })).toBe(2);
  });

  it('the same coupon request several times at once gives one coupon and one email; the others answer the first coupon', async () => {
    const email = uniqueEmail('Race');
    const results = await Promise.all([1, 2, 3, 4].map(() => submit({ email, product: 'VL-AD-CA2', choice: '10' })));
    expect(results.map((r) => r.body.state)).toEqual([1, 1, 1, 1]);
    expect(results.filter((r) => r.body.data.already_sent === false)).toHaveLength(1);
    expect(results.filter((r) => r.body.data.already_sent === true)).toHaveLength(3);
    expect(await stack.db.reviewCoupon.count({ where: { email: email.toLowerCase() } })).toBe(1);
    // One email queued, and one arrives; a later coupon's email arriving proves none was behind it.
    expect(await stack.db.outboxEvent.count({ where: { name: 'reviewCoupon', payload: { path: ['to'], equals: email.toLowerCase() } } })).toBe(1);
    await stack.smtp.waitFor(sentTo(email));
    await submit({ email, product: 'VL-AD-MC', choice: '10' });
    await stack.smtp.waitFor((m) => sentTo(email)(m) && (m.text ?? '').includes('VL-AD-MC'));
    expect(couponMails(email, 'VL-AD-CA2')).toHaveLength(1);
  });

  it("links to the review page on the marketplace of the customer's site, per site", async () => {
    for (const [site, host] of [
      ['de', 'www.amazon.de'],
      ['jp', 'www.amazon.co.jp'],
      ['us', 'www.amazon.com'],
    ] as const) {
      const email = uniqueEmail(`Site${site}`);
      expect((await submit({ email, product: 'VL-GAN65', site })).body).toMatchObject({ state: 1 });
      const mail = await stack.smtp.waitFor(sentTo(email));
      expect(mail.text).toContain(`https://${host}/s?k=Voltline%20VL-GAN65`);
    }
  });

  it("says so when the product is not sold on the marketplace of the customer's site, without a generic link", async () => {
    const email = uniqueEmail('NotListed');
    // VL-AC200 has no Japanese listing.
    expect((await submit({ email, product: 'VL-AC200', site: 'jp' })).body).toMatchObject({ state: 1, data: { percent: 10 } });
    const mail = await stack.smtp.waitFor(sentTo(email));
    expect(mail.text).toContain('VL-AC200 はお住まいの地域のマーケットプレイスでは販売されていないため');
    expect(`${mail.text}${String(mail.html)}`).not.toMatch(/amazon/);
  });

  it("refuses a product that is not in the catalogue: 614 naming the field, in the site's language, and nothing stored", async () => {
    const email = uniqueEmail('Unknown');
    const res = await submit({ email, product: 'VL-C100 USB-C cable', site: 'de' });
    expect(res.body).toMatchObject({ state: 0, status: 614, data: { fields: [{ field: 'product' }] } });
    expect(res.body.data.fields[0].message).toMatch(/^Dieses Produkt haben wir in unserem Katalog nicht gefunden/);
    expect(await stack.db.reviewCoupon.count({ where: { email: email.toLowerCase() } })).toBe(0);
    expect(await stack.db.outboxEvent.count({ where: { name: 'reviewCoupon', payload: { path: ['to'], equals: email.toLowerCase() } } })).toBe(0);
  });

  it('gives one email at most 5 new coupons a day (619 on the sixth product), while a coupon it has is still answered', async () => {
    const email = uniqueEmail('Daily');
    const products = ['VL-CC200', 'VL-CC030', 'VL-CL100', 'VL-AL100', 'VL-AC100', 'VL-AM100'];
    const results = await Promise.all(products.map((product) => submit({ email, product })));
    expect(results.filter((r) => r.body.state === 1)).toHaveLength(5);
    const refused = results.filter((r) => r.body.state === 0);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.http).toBe(429);
    expect(refused[0]!.body).toMatchObject({ status: 619, data: { fields: [{ field: 'email' }] } });
    expect(refused[0]!.body.data.fields[0].message).toMatch(/5 products a day/);
    expect(await stack.db.reviewCoupon.count({ where: { email: email.toLowerCase() } })).toBe(5);
    const kept = (await stack.db.reviewCoupon.findFirstOrThrow({ where: { email: email.toLowerCase() } })).product;
    expect((await submit({ email, product: kept })).body).toMatchObject({ state: 1, data: { already_sent: true } });
  });

  it('refuses what is missing or wrong: 608, 609, the product, an incomplete survey, stars out of range', async () => {
    expect((await submit({ email: '', product: 'VL-C100' })).body).toMatchObject({ state: 0, status: 608 });
    expect((await submit({ email: 'nope', product: 'VL-C100' })).body).toMatchObject({ state: 0, status: 609 });
    const noProduct = await submit({ email: uniqueEmail('NoProduct') });
    expect(noProduct.body).toMatchObject({ state: 0, status: 614, data: { fields: [{ field: 'product' }] } });
    expect(noProduct.body.data.fields[0].message).toBe('This field is required.');
    const longProduct = await submit({ email: uniqueEmail('Long'), product: 'x'.repeat(129), site: 'de' });
    expect(longProduct.body).toMatchObject({ state: 0, status: 614, data: { fields: [{ field: 'product', message: 'Dieser Wert ist zu lang.' }] } });

    const partial = await submit({ email: uniqueEmail('Partial'), product: 'VL-C100', choice: '30', reason: 'price', stars: '4' });
    expect(partial.body).toMatchObject({ state: 0, status: 614 });
    expect(partial.body.data.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'better_than_others',
      'colour',
      'opinion',
      'problems',
      'submitted_to_marketplace',
    ]);

    const stars = await submit({ email: uniqueEmail('Stars'), product: 'VL-C100', choice: '30', ...survey, stars: '6', submitted_to_marketplace: 'no' });
    expect(stars.body).toMatchObject({ state: 0, status: 614, data: { fields: [{ field: 'stars', message: 'This value is not valid.' }] } });
    expect((await submit({ email: uniqueEmail('Choice'), product: 'VL-C100', choice: '50' })).body).toMatchObject({ state: 0, status: 614 });
  });

  it('draws another code when the drawn one is already taken (unique index), and mails the new one', async () => {
    const taken = (await stack.db.reviewCoupon.findFirstOrThrow()).code;
    const draws = [taken, taken, 'WXYZ-2345-6789'];
    const service = reviewService({ db: stack.db, outbox: stack.app.outbox, log: stack.app.log, publicUrl: stack.baseUrl, newCode: () => draws.shift()! });
    const email = uniqueEmail('Collision');
    expect(await service.submit(reviewSubmitRequest.parse({ email, product: 'VL-GAN30' }), 'us')).toEqual({ percent: 10, already_sent: false });
    expect(await stack.db.reviewCoupon.findFirstOrThrow({ where: { email: email.toLowerCase() } })).toMatchObject({ code: 'WXYZ-2345-6789' });
    expect(codeIn(await stack.smtp.waitFor(sentTo(email)))).toBe('WXYZ-2345-6789');
  });
});
