import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentTo } from '../support/smtp-sink';
import { postForm, startStack, uniqueEmail, type Stack } from '../support/stack';
import { supportFields } from '../support/contact-form';

/**
 * contact/submit end to end: real api, workers, Postgres, Redis, SMTP sink and upload folder.
 * Each test posts from its own IP (X-Forwarded-For with TRUST_PROXY on), so the per-IP limit of
 * one test does not spill into another.
 */
let stack: Stack;
let lastIp = 0;
const nextIp = () => `203.0.113.${++lastIp}`;

const TICKET = /^VL-[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}$/;

async function postMultipart(fields: Record<string, string>, image?: { data: Buffer; name: string; type: string }, ip = nextIp()) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append('image', new Blob([image.data], { type: image.type }), image.name);
  const response = await fetch(`${stack.baseUrl}/api/front/contact/submit`, { method: 'POST', body, headers: { 'x-forwarded-for': ip } });
  return { http: response.status, body: (await response.json()) as { state: number; status: number; message: string; data?: any } };
}

/** Every file under the upload folder (what a refused request must not add to). */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(stack.uploadDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** A real PNG carrying EXIF: a camera model and a GPS-ish description that must not survive. */
async function pngWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 64, channels: 3, background: '#1f6feb' } })
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'Spy 3000', ImageDescription: 'GPS 48.8584 2.2945' } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: '1' } });
});

afterAll(async () => {
  await stack?.close();
});

describe('contact/submit', () => {
  it('stores a request with a photo: the ticket is answered, the stored photo has no EXIF, the customer and the care team get their emails', async () => {
    const email = uniqueEmail('contact');
    const original = await pngWithExif();
    expect((await sharp(original).metadata()).exif, 'the test photo really carries EXIF').toBeDefined();
    expect(original.includes('SecretCam')).toBe(true);

    const res = await postMultipart(supportFields(email), { data: original, name: 'photo.png', type: 'image/png' });
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ state: 1, status: 200 });
    const ticket = res.body.data.ticket as string;
    expect(ticket).toMatch(TICKET);
    expect(res.body.message).toContain(ticket);
    expect(res.body.message).toMatch(/24 hours/);

    const row = await stack.db.contactRequest.findUniqueOrThrow({ where: { ticket } });
    expect(row).toMatchObject({ email, subject: 'defective', solution: 'reshipment', within30Days: true, shippingCost: false, imageType: 'image/png' });
    const stored = await readFile(join(stack.uploadDir, row.imageKey!));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('SecretCam')).toBe(false);
    expect((await sharp(stored).metadata()).width).toBe(96);

    const ack = await stack.smtp.waitFor(sentTo(email));
    expect(ack.subject).toBe(`We received your request ${ticket}`);
    expect(ack.text).toContain(ticket);
    expect(ack.text).toMatch(/reply within 24 hours/);
    expect(ack.attachments).toHaveLength(0);

    const forward = await stack.smtp.waitFor(sentTo(stack.careEmail));
    expect(forward.subject).toBe(`[${ticket}] Ann Smith: the product does not work`);
    expect(forward.replyTo?.value[0]?.address).toBe(email);
    expect(forward.text).toContain('Order ID: 114-1629072-2441955');
    expect(forward.text).toContain('Preferred solution: reshipment');
    expect(forward.text).toContain('Bought within 30 days: yes');
    expect(forward.attachments).toHaveLength(1);
    const [attachment] = forward.attachments;
    expect(attachment!.filename).toBe(`${ticket}.png`);
    expect(attachment!.contentType).toBe('image/png');
    expect(Buffer.compare(attachment!.content, stored)).toBe(0);
  });

  it('refuses a non-image named like a photo (622), leaving neither a file nor a row', async () => {
    const email = uniqueEmail('renamed');
    const before = await storedFiles();
    const res = await postMultipart(supportFields(email), {
      data: Buffer.from('%PDF-1.7\nnot a photo at all\n'.repeat(20)),
      name: 'photo.png',
      type: 'image/png',
    });
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ state: 0, status: 622, message: 'The file is too large or is not an image.' });
    expect(await stack.db.contactRequest.count({ where: { email } })).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a photo over 5 MB (622, HTTP 413), leaving neither a file nor a row', async () => {
    const email = uniqueEmail('oversize');
    const before = await storedFiles();
    // A real PNG header followed by 6 MB: big enough, whatever the content.
    const big = Buffer.concat([await pngWithExif(), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await postMultipart(supportFields(email, { site: 'de' }), { data: big, name: 'big.png', type: 'image/png' });
    expect(res.http).toBe(413);
    expect(res.body).toMatchObject({ state: 0, status: 622, message: 'Die Datei ist zu groß oder kein Bild.' });
    expect(await stack.db.contactRequest.count({ where: { email } })).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('takes a photo of exactly 5 MB and refuses one of 5 MB and 1 byte (622, HTTP 413)', async () => {
    // docs/product.md §9: at most 5 MB, 1 MB = 1024 x 1024 bytes. A real JPEG, filled up to the
    // byte with comment segments (which decoders skip).
    const FIVE_MB = 5 * 1024 * 1024;
    const jpegOf = async (size: number) => {
      const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#36c' } })
        .jpeg()
        .toBuffer();
      const segments: Buffer[] = [];
      let missing = size - picture.length;
      while (missing > 0) {
        // A segment is 4 bytes of marker and length plus up to 65533 bytes; never leave fewer than 4.
        const length = Math.min(65_537, missing - (missing - 65_537 > 0 && missing - 65_537 < 4 ? 4 : 0));
        segments.push(Buffer.concat([Buffer.from([0xff, 0xfe, (length - 2) >> 8, (length - 2) & 0xff]), Buffer.alloc(length - 4, 0x20)]));
        missing -= length;
      }
      const file = Buffer.concat([picture.subarray(0, 2), ...segments, picture.subarray(2)]);
      expect(file.length).toBe(size);
      return file;
    };
    const atLimit = await postMultipart(supportFields(uniqueEmail('photo-5mb')), { data: await jpegOf(FIVE_MB), name: 'photo.jpg', type: 'image/jpeg' });
    expect(atLimit.body).toMatchObject({ state: 1 });
    const email = uniqueEmail('photo-5mb-1');
    const over = await postMultipart(supportFields(email), { data: await jpegOf(FIVE_MB + 1), name: 'photo.jpg', type: 'image/jpeg' });
    expect(over.http).toBe(413);
    expect(over.body).toMatchObject({ state: 0, status: 622 });
    expect(await stack.db.contactRequest.count({ where: { email } })).toBe(0);
  });

  it('names every missing field with its own message, in the language of the site (614)', async () => {
    const res = await postForm(
      stack.baseUrl,
      '/api/front/contact/submit',
      { subject: 'delivery', name: ' ', email: 'ann@', site: 'de' },
      { 'x-forwarded-for': nextIp() },
    );
    expect(res.body).toMatchObject({ state: 0, status: 614, message: 'Einige Felder fehlen oder sind ungültig.' });
    const fields = Object.fromEntries((res.body.data.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]));
    expect(fields).toMatchObject({
      name: 'Bitte geben Sie Ihren Namen ein.',
      email: 'Bitte verwenden Sie das richtige E-Mail-Format, zum Beispiel name@example.com.',
      country: 'Bitte wählen Sie Ihr Land.',
      order_id: 'Bitte geben Sie Ihre Bestellnummer des Marktplatzes ein.',
      address_line1: 'Bitte geben Sie Ihre Adresse ein.',
      city: 'Bitte geben Sie Ihren Ort ein.',
      state: 'Bitte geben Sie Ihr Bundesland, Ihre Provinz oder Region ein.',
      postal_code: 'Bitte geben Sie Ihre Postleitzahl ein.',
      phone: 'Bitte geben Sie Ihre Telefonnummer ein.',
      message: 'Bitte geben Sie Ihre Nachricht ein.',
      solution: 'Bitte wählen Sie eine Lösung.',
      within_30_days: 'Bitte sagen Sie uns, ob Sie es in den letzten 30 Tagen gekauft haben.',
    });
    expect(fields.address_line2).toBeUndefined();
    expect(fields.product_code).toBeUndefined();
  });

  it('takes a delivery problem reported after 14 days only with "contact the marketplace"', async () => {
    const email = uniqueEmail('late');
    const twentyDaysAgo = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const ip = nextIp();
    const refused = await postForm(
      stack.baseUrl,
      '/api/front/contact/submit',
      supportFields(email, { subject: 'delivery', delivered_on: twentyDaysAgo, solution: 'refund' }),
      { 'x-forwarded-for': ip },
    );
    expect(refused.body).toMatchObject({ state: 0, status: 614 });
    expect(refused.body.data.fields).toEqual([
      {
        field: 'solution',
        message: 'Delivery problems must be reported within 14 days of delivery. For this order, please choose to contact the marketplace.',
      },
    ]);

    const missingDay = await postForm(stack.baseUrl, '/api/front/contact/submit', supportFields(email, { subject: 'delivery' }), { 'x-forwarded-for': ip });
    expect(missingDay.body.data.fields).toEqual([{ field: 'delivered_on', message: 'Please enter the day the parcel was delivered.' }]);

    const taken = await postForm(
      stack.baseUrl,
      '/api/front/contact/submit',
      supportFields(email, { subject: 'delivery', delivered_on: twentyDaysAgo, solution: 'contact_marketplace' }),
      { 'x-forwarded-for': ip },
    );
    expect(taken.body).toMatchObject({ state: 1 });
    const forward = await stack.smtp.waitFor((m) => sentTo(stack.careEmail)(m) && (m.subject ?? '').includes(taken.body.data.ticket));
    expect(forward.text).toMatch(/reported more than 14 days after delivery/);
  });

  it('takes an influencer enquiry (JSON, no order fields) and acknowledges it in the language of the site', async () => {
    const email = uniqueEmail('influencer');
    const response = await fetch(`${stack.baseUrl}/api/front/contact/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ subject: 'influencer', name: 'Camille', email, country: 'FR', message: 'Chaîne tech, 80k abonnés.', site: 'fr' }),
    });
    const body = (await response.json()) as { state: number; data: { ticket: string } };
    expect(body.state).toBe(1);
    const ack = await stack.smtp.waitFor(sentTo(email));
    expect(ack.subject).toBe(`Nous avons bien reçu votre demande ${body.data.ticket}`);
    expect(ack.text).toMatch(/une collaboration d’influence/);
    expect(ack.text).toMatch(/sous 24 heures/);
    const row = await stack.db.contactRequest.findUniqueOrThrow({ where: { ticket: body.data.ticket } });
    expect(row).toMatchObject({ subject: 'influencer', site: 'fr', orderId: null, solution: null });
    // The care team's copy names the customer's site as the site list does, never by its code.
    const forward = await stack.smtp.waitFor((m) => sentTo(stack.careEmail)(m) && (m.subject ?? '').includes(body.data.ticket));
    expect(forward.text).toContain('The customer used the France site');
    expect(forward.text).not.toMatch(/\bfr site\b/);
  });

  it('throttles submissions per IP (619, HTTP 429)', async () => {
    const ip = nextIp();
    const fields = { subject: 'general', name: 'Bo', email: uniqueEmail('flood'), country: 'SE', message: 'Hej!', site: 'se' };
    for (let i = 0; i < 5; i++) {
      expect((await postForm(stack.baseUrl, '/api/front/contact/submit', fields, { 'x-forwarded-for': ip })).body.state).toBe(1);
    }
    const blocked = await postForm(stack.baseUrl, '/api/front/contact/submit', fields, { 'x-forwarded-for': ip });
    expect(blocked.http).toBe(429);
    expect(blocked.body).toMatchObject({ state: 0, status: 619 });
    // Another visitor is not affected.
    expect((await postForm(stack.baseUrl, '/api/front/contact/submit', fields, { 'x-forwarded-for': nextIp() })).body.state).toBe(1);
  });

  it('is described in the OpenAPI document with its fields', async () => {
    const doc = (await (await fetch(`${stack.baseUrl}/api/docs/json`)).json()) as any;
    const post = doc.paths['/api/front/contact/submit'].post;
    expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json']);
    const fields = Object.keys(post.requestBody.content['multipart/form-data'].schema.properties);
    expect(fields).toEqual(
      expect.arrayContaining(['subject', 'order_id', 'within_30_days', 'shipping_cost', 'solution', 'address_line1', 'postal_code', 'image']),
    );
  });
});
