import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resources } from '@voltline/locales';
import { recordClaim } from '../../api/src/modules/warranty/claims';
import { sentTo } from '../support/smtp-sink';
import { daysAgo, importReport, newOrderId } from '../support/orders';
import { startStack, uniqueEmail, type Stack } from '../support/stack';
import { newClient, type Client } from '../support/client';

/**
 * Warranty registration, the order check and the device list, end to end: real api, workers,
 * Postgres, Redis and SMTP sink. Each client has its own IP (X-Forwarded-For with TRUST_PROXY on),
 * so the per-IP limits of one test do not spill into another.
 */
const PASSWORD = 'Volt2026';
const root = fileURLToPath(new URL('../..', import.meta.url));

let stack: Stack;
const client = () => newClient(stack.baseUrl);

/** A customer who signed up and confirmed the email: a signed-in client. */
async function signedIn(email: string): Promise<Client> {
  const c = client();
  const fields = { email, password: PASSWORD, confirm_password: PASSWORD, username: 'ann', fullname: 'Ann Smith', country: 'US', site: 'us' };
  expect((await c.post('/customer/register', fields)).body).toMatchObject({ state: 1, status: 607 });
  const mail = await stack.smtp.waitFor((m) => sentTo(email)(m) && /register_email_vaild/.test(m.text ?? ''));
  const token = new URL(mail.text!.match(/https?:\/\/\S+\/register_email_vaild\?token=[\w-]+/)![0]).searchParams.get('token')!;
  expect((await c.post('/customer/verify_email', { token })).body.state).toBe(1);
  return c;
}

function registration(email: string, orderNumber: string, extra: Record<string, string> = {}) {
  return { name: 'Ann Smith', email, store: 'US', item: 'cable', order_number: orderNumber, site: 'us', ...extra };
}

const registrationOf = (email: string) => stack.db.warrantyRegistration.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
const mailsTo = (email: string) => stack.smtp.messages.filter(sentTo(email));

beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await stack?.close();
});

describe('warranty registration and the order check', () => {
  it('an imported order: verified, becomes a device of the email, and the email is in the site language', async () => {
    const order = newOrderId();
    await importReport(stack.db, [{ id: order, date: daysAgo(30), channel: 'Amazon.de' }]);
    const email = uniqueEmail('Known');
    const res = await client().post('/warranty/register', registration(email, order, { site: 'de', store: 'de', item: 'Phone Stand' }));
    expect(res.body).toMatchObject({ state: 1, status: 200 });
    expect(res.body.message).toMatch(/Garantieregistrierung/);

    await expect.poll(async () => (await registrationOf(email)).status, { timeout: 20_000 }).toBe('verified');
    const stored = await registrationOf(email);
    expect(stored).toMatchObject({
      email: email.toLowerCase(),
      name: 'Ann Smith',
      store: 'DE',
      item: 'stand',
      orderNumber: order,
      site: 'de',
      proofRequestedAt: null,
    });
    expect(stored.verifiedAt).toBeInstanceOf(Date);
    expect(await stack.db.device.findMany({ where: { email: email.toLowerCase() } })).toMatchObject([{ orderId: order, addedBy: 'registration' }]);

    const mail = await stack.smtp.waitFor(sentTo(email));
    expect(mail.subject).toBe('Wir haben Ihre Voltline-Garantieregistrierung erhalten');
    expect(mail.html).toContain('lang="de-DE"');
    expect(mail.text).toContain(order);
    expect(mail.html).toContain(`href="${stack.baseUrl}/about/warrantyPolicy?site=de"`);
  });

  it('an order not imported yet: stays pending, and the import that lists it verifies it', async () => {
    const order = newOrderId();
    const email = uniqueEmail('later');
    expect((await client().post('/warranty/register', registration(email, order, { site: 'fr', store: '', item: '' }))).body.state).toBe(1);
    // The confirmation goes out either way.
    const mail = await stack.smtp.waitFor(sentTo(email));
    expect(mail.subject).toBe('Nous avons bien reçu votre enregistrement de garantie Voltline');
    const pending = await registrationOf(email);
    expect(pending).toMatchObject({ status: 'pending', store: null, item: null, verifiedAt: null });
    // The check ran and found nothing.
    await expect.poll(() => stack.db.outboxEvent.count({ where: { name: 'checkRegistration', dispatchedAt: null } }), { timeout: 10_000 }).toBe(0);
    await stack.settled();
    expect((await registrationOf(email)).status).toBe('pending');

    const result = await importReport(stack.db, [{ id: order, date: daysAgo(5), channel: 'Amazon.fr' }]);
    expect(result.imported).toBe(1);
    await expect.poll(async () => (await registrationOf(email)).status, { timeout: 20_000 }).toBe('verified');
    expect(await stack.db.device.count({ where: { email: email.toLowerCase(), orderId: order } })).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a cancelled order does not verify a registration', async () => {
    const order = newOrderId();
    await importReport(stack.db, [{ id: order, date: daysAgo(8), status: 'Cancelled', quantity: '0' }]);
    const email = uniqueEmail('cancelled');
    await client().post('/warranty/register', registration(email, order));
    await stack.smtp.waitFor(sentTo(email));
    await expect.poll(() => stack.db.outboxEvent.count({ where: { name: 'checkRegistration', dispatchedAt: null } }), { timeout: 10_000 }).toBe(0);
    await stack.settled();
    expect((await registrationOf(email)).status).toBe('pending');
  });

  it('630 for an email that is already a warranty user, in any letter case, and no second email', async () => {
    const email = uniqueEmail('twice');
    const c = client();
    expect((await c.post('/warranty/register', registration(email, newOrderId()))).body.state).toBe(1);
    await stack.smtp.waitFor(sentTo(email));
    const again = await c.post('/warranty/register', registration(email.toUpperCase(), newOrderId()));
    expect(again.body).toMatchObject({ state: 0, status: 630, message: 'You are already a warranty user.' });
    expect(await stack.db.warrantyRegistration.count({ where: { email: email.toLowerCase() } })).toBe(1);
    await stack.settled();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('answers bad input with catalogue statuses and stores nothing', async () => {
    const c = client();
    const email = uniqueEmail('bad');
    const cases: [Record<string, string>, number][] = [
      [registration(email, '123-456-789'), 615],
      [registration(email, '1234567-1234567-123'), 615],
      [registration(email, ''), 615],
      [registration('', newOrderId()), 608],
      [registration('ann@', newOrderId()), 609],
      [registration(email, newOrderId(), { name: ' ' }), 614],
      [registration(email, newOrderId(), { store: 'MARS' }), 614],
      [registration(email, newOrderId(), { item: 'toaster' }), 614],
    ];
    for (const [fields, status] of cases) {
      const res = await c.post('/warranty/register', fields);
      expect(res.http).toBe(200);
      expect(res.body.status, JSON.stringify(fields)).toBe(status);
      expect(res.body.data?.fields?.length).toBeGreaterThan(0);
    }
    const de = await c.post('/warranty/register', registration(email, '1-2-3', { site: 'de' }));
    expect(de.body.message).not.toBe((await c.post('/warranty/register', registration(email, '1-2-3'))).body.message);
    expect(await stack.db.warrantyRegistration.count({ where: { email } })).toBe(0);
  });

  it('asks once for a proof of purchase after 14 days without a matching order', async () => {
    const email = uniqueEmail('proof');
    const recent = uniqueEmail('recent');
    const order = newOrderId();
    await client().post('/warranty/register', registration(email, order, { site: 'it' }));
    await client().post('/warranty/register', registration(recent, newOrderId()));
    await stack.smtp.waitFor(sentTo(email));
    await stack.smtp.waitFor(sentTo(recent));
    // Time passes: 15 days for one registration, 13 for the other.
    await stack.db.warrantyRegistration.update({ where: { email }, data: { createdAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) } });
    await stack.db.warrantyRegistration.update({ where: { email: recent }, data: { createdAt: new Date(Date.now() - 13 * 24 * 3600 * 1000) } });

    const first = await stack.workers!.sweepProofRequests();
    expect(first.requested).toBeGreaterThanOrEqual(1);
    const mail = await stack.smtp.waitFor((m) => sentTo(email)(m) && m.subject !== mailsTo(email)[0]!.subject);
    expect(mail.subject).toBe(`Non abbiamo trovato il tuo ordine ${order}`);
    expect(mail.html).toContain('lang="it-IT"');
    expect(mail.html).toContain(`href="${stack.baseUrl}/support_contactus?site=it"`);
    expect((await registrationOf(email)).proofRequestedAt).toBeInstanceOf(Date);
    expect((await registrationOf(recent)).proofRequestedAt).toBeNull();

    // Idempotent: the next sweeps ask nobody again.
    expect(await stack.workers!.sweepProofRequests()).toEqual({ requested: 0, verified: 0 });
    await stack.settled();
    expect(mailsTo(email)).toHaveLength(2);
    expect(mailsTo(recent)).toHaveLength(1);
  });
});

describe('devices (/my_devices)', () => {
  it('needs a signed-in customer: 603 before anything else', async () => {
    const c = client();
    expect((await c.get('/customer/devices')).body).toMatchObject({ state: 0, status: 603 });
    expect((await c.post('/customer/devices/add', { order_id: 'nonsense' })).body).toMatchObject({ state: 0, status: 603 });
    expect((await c.post('/customer/devices/delete', { order_id: newOrderId() })).body).toMatchObject({ state: 0, status: 603 });
  });

  it('adds by order id (615, 616, 620), searches, computes the 12-month status, and deletes (621)', async () => {
    const email = uniqueEmail('devices');
    const c = await signedIn(email);
    const recent = newOrderId();
    const old = newOrderId();
    const cancelled = newOrderId();
    await importReport(stack.db, [
      { id: recent, date: daysAgo(20), product: 'Voltline 65W GaN USB-C Charger, 3 Ports' },
      { id: old, date: '2024-01-10' },
      { id: cancelled, date: daysAgo(2), status: 'Cancelled', quantity: '0' },
    ]);

    expect((await c.get('/customer/devices')).body).toMatchObject({ state: 1, data: { rows: [] } });
    expect((await c.post('/customer/devices/add', { order_id: '123-45' })).body).toMatchObject({ state: 0, status: 615 });
    expect((await c.post('/customer/devices/add', { order_id: newOrderId() })).body).toMatchObject({ state: 0, status: 616, message: 'No orders were found.' });
    expect((await c.post('/customer/devices/add', { order_id: cancelled })).body).toMatchObject({ state: 0, status: 616 });

    const added = await c.post('/customer/devices/add', { order_id: recent });
    expect(added.body).toMatchObject({
      state: 1,
      data: { order_id: recent, order_date: daysAgo(20), product: 'Voltline 65W GaN USB-C Charger, 3 Ports', status: 'under warranty', coverage: 'standard' },
    });
    expect(added.body.data.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await c.post('/customer/devices/add', { order_id: ` ${old} ` })).body.state).toBe(1);
    expect((await c.post('/customer/devices/add', { order_id: recent })).body).toMatchObject({ state: 0, status: 620 });

    const list = await c.get('/customer/devices');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.data.rows).toEqual([
      expect.objectContaining({ order_id: recent, status: 'under warranty' }),
      {
        order_id: old,
        order_date: '2024-01-10',
        product: 'Voltline USB-C to USB-C Cable 6.6ft 100W',
        status: 'out of warranty',
        deadline: '2025-01-10',
        coverage: 'standard',
      },
    ]);
    const found = await c.get(`/customer/devices?search=${old.slice(4, 11)}`);
    expect(found.body.data.rows.map((r: { order_id: string }) => r.order_id)).toEqual([old]);
    expect((await c.get('/customer/devices?search=abc')).body).toMatchObject({ state: 0, status: 615 });

    // Another customer sees none of it.
    const other = await signedIn(uniqueEmail('other'));
    expect((await other.get('/customer/devices')).body.data.rows).toEqual([]);
    expect((await other.post('/customer/devices/delete', { order_id: recent })).body).toMatchObject({ state: 0, status: 621 });

    expect((await c.post('/customer/devices/delete', { order_id: old })).body).toMatchObject({ state: 1 });
    expect((await c.post('/customer/devices/delete', { order_id: old })).body).toMatchObject({ state: 0, status: 621, message: 'Device not found.' });
    expect((await c.get(`/customer/devices?search=${old}`)).body.data.rows).toEqual([]);
    // Disconnected: the order itself stays imported.
    expect(await stack.db.marketplaceOrder.count({ where: { orderId: old } })).toBe(1);
  });

  it('a registered email: my_preserve says warranty, and every order of the email gets the extension', async () => {
    const email = uniqueEmail('member');
    const c = await signedIn(email);
    const registered = newOrderId();
    const other = newOrderId();
    await importReport(stack.db, [
      { id: registered, date: '2023-05-02' },
      { id: other, date: '2022-03-15' },
    ]);
    expect((await c.get('/customer/my_preserve')).body.data).toMatchObject({ warranty: false });

    // Registered on the us site: the conditional lifetime warranty.
    expect((await client().post('/warranty/register', registration(email, registered))).body.state).toBe(1);
    await expect.poll(async () => (await registrationOf(email)).status, { timeout: 20_000 }).toBe('verified');
    const rights = (await c.get('/customer/my_preserve')).body.data;
    expect(rights.warranty).toBe(true);
    expect(rights.benefits).toContainEqual({ key: 'lifetime_warranty', source: 'warranty', active: true });

    // One registration covers the email's other orders too.
    expect((await c.post('/customer/devices/add', { order_id: other })).body.data).toMatchObject({
      status: 'under warranty',
      deadline: 'lifetime',
      coverage: 'lifetime',
    });
    expect((await c.get('/customer/devices')).body.data.rows).toEqual([
      expect.objectContaining({ order_id: registered, status: 'under warranty', deadline: 'lifetime', coverage: 'lifetime' }),
      expect.objectContaining({ order_id: other, deadline: 'lifetime' }),
    ]);

    // A refund ends the cover of that order, lifetime or not.
    await recordClaim(stack.db, { order: other, kind: 'refund', at: daysAgo(1) });
    expect((await c.get(`/customer/devices?search=${other}`)).body.data.rows).toEqual([
      expect.objectContaining({ order_id: other, status: 'out of warranty', deadline: daysAgo(1), coverage: 'refunded' }),
    ]);
  });

  it('a site whose policy says 18+36 months: 54 months from purchase', async () => {
    const email = uniqueEmail('eu');
    const c = await signedIn(email);
    const order = newOrderId();
    // Bought on the 15th of this month three years ago: still covered, whatever today is.
    const now = new Date();
    const onThe15th = (monthsFromNow: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsFromNow, 15)).toISOString().slice(0, 10);
    const bought = onThe15th(-36);
    await importReport(stack.db, [{ id: order, date: bought, channel: 'Amazon.de' }]);
    await client().post('/warranty/register', registration(email, order, { site: 'de', store: 'DE' }));
    await expect.poll(async () => (await registrationOf(email)).status, { timeout: 20_000 }).toBe('verified');
    expect((await c.get('/customer/devices')).body.data.rows).toEqual([
      { order_id: order, order_date: bought, product: expect.any(String), status: 'under warranty', deadline: onThe15th(-36 + 54), coverage: 'extended' },
    ]);
  });
});

describe('warranty/policy', () => {
  it("answers each site's extension from the data: lifetime on us, 18+36 months on de, us for an unknown code", async () => {
    const us = await client().get('/warranty/policy?site=us');
    expect(us.headers.get('cache-control')).toMatch(/max-age=300/);
    expect(us.body).toMatchObject({ state: 1, data: { site: 'us', coverage: 'lifetime', extended_months: null, standard_months: 12, free_replacements: 2 } });
    expect((await client().get('/warranty/policy?site=DE')).body.data).toMatchObject({
      site: 'de',
      coverage: 'extended',
      extended_months: 54,
      wording: '18+36',
    });
    expect((await client().get('/warranty/policy?site=mars')).body.data).toMatchObject({ site: 'us', coverage: 'lifetime' });
  });
});

describe('OpenAPI', () => {
  it('documents the warranty and device calls', async () => {
    const spec = (await (await fetch(`${stack.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/api/front/warranty/register',
      '/api/front/warranty/policy',
      '/api/front/customer/devices',
      '/api/front/customer/devices/add',
      '/api/front/customer/devices/delete',
    ]) {
      expect(spec.paths, path).toHaveProperty([path]);
    }
  });
});

describe('who owns an order', () => {
  it('the first registration owns the order: another email registering it or adding it to its devices gets 632', async () => {
    const order = newOrderId();
    await importReport(stack.db, [{ id: order, date: daysAgo(30) }]);
    const owner = uniqueEmail('owner');
    expect((await client().post('/warranty/register', registration(owner, order))).body).toMatchObject({ state: 1 });

    // A stranger who learnt the order number: neither the wizard nor the device list takes it.
    const stranger = uniqueEmail('stranger');
    const registered = await client().post('/warranty/register', registration(stranger, order, { site: 'de' }));
    expect(registered.body).toMatchObject({ state: 0, status: 632 });
    expect(registered.body.message).toMatch(/^Diese Bestellung ist bereits für ein anderes Konto registriert/);
    expect(await stack.db.warrantyRegistration.count({ where: { email: stranger.toLowerCase() } })).toBe(0);
    const account = await signedIn(uniqueEmail('account'));
    const added = await account.post('/customer/devices/add', { order_id: order });
    expect(added.body).toMatchObject({ state: 0, status: 632, message: resources.us.status['632'] });
    expect((await account.get('/customer/devices')).body.data.rows).toEqual([]);

    // The owner's own account adds it: that is no stranger.
    const own = await signedIn(owner);
    await expect.poll(async () => (await own.get('/customer/devices')).body.data.rows.length, { timeout: 10_000 }).toBe(1);
    expect((await own.post('/customer/devices/add', { order_id: order })).body).toMatchObject({ state: 0, status: 620 });
  });

  it('the first of two accounts adding the same order at once owns it; the other gets 632', async () => {
    const order = newOrderId();
    await importReport(stack.db, [{ id: order, date: daysAgo(10) }]);
    const [a, b] = await Promise.all([signedIn(uniqueEmail('raceA')), signedIn(uniqueEmail('raceB'))]);
    const answers = await Promise.all([a!.post('/customer/devices/add', { order_id: order }), b!.post('/customer/devices/add', { order_id: order })]);
    expect(answers.map((r) => r.body.state).sort()).toEqual([0, 1]);
    expect(answers.find((r) => r.body.state === 0)!.body.status).toBe(632);
    expect(await stack.db.device.count({ where: { orderId: order } })).toBe(1);
  });
});

describe('npm run warranty:record', () => {
  function record(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'api/src/modules/warranty/record-cli.ts', ...args],
        { cwd: root, env: { ...process.env, DATABASE_URL: inject('databaseUrl') } },
        (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  it('records replacements, gives the 90 days, and refuses a third free one', async () => {
    const email = uniqueEmail('claims');
    const c = await signedIn(email);
    const order = newOrderId();
    // 11 months ago: one month of the 12 left, so a replacement today gives 90 days instead.
    const purchased = new Date();
    purchased.setUTCMonth(purchased.getUTCMonth() - 11);
    await importReport(stack.db, [{ id: order, date: purchased.toISOString().slice(0, 10) }]);
    await c.post('/customer/devices/add', { order_id: order });

    const first = await record(['--order', order, '--kind', 'replacement', '--note', 'cable frayed at the plug']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`recorded replacement on order ${order} (${daysAgo(0)}); free replacements left: 1`);
    const today = new Date();
    today.setUTCDate(today.getUTCDate() + 90);
    expect((await c.get('/customer/devices')).body.data.rows[0]).toMatchObject({ deadline: today.toISOString().slice(0, 10), coverage: 'replacement' });

    expect((await record(['--order', order, '--kind', 'exchange', '--at', daysAgo(0)])).code).toBe(0);
    const third = await record(['--order', order, '--kind', 'replacement']);
    expect(third.code).toBe(1);
    expect(third.stderr).toMatch(/refused: this order already had its 2 free replacements \(exchanges\); a third one is not free/);
    expect(await stack.db.claimEvent.count({ where: { orderId: order } })).toBe(2);

    const bad = await record(['--order', newOrderId(), '--kind', 'refund']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/no imported order has the id/);
    expect((await record(['--order', order, '--kind', 'lost'])).stderr).toMatch(/--kind must be one of replacement, exchange, refund/);
    expect((await record(['--order', order, '--kind', 'refund', '--at', '2026-13-01'])).stderr).toMatch(/--at "2026-13-01" is not a date/);
    expect((await record(['--order', order])).code).toBe(2);
  });

  it('moves an order to another account (--move-to): the device changes lists, and the move is audited', async () => {
    const order = newOrderId();
    await importReport(stack.db, [{ id: order, date: daysAgo(40) }]);
    const wrongEmail = uniqueEmail('typo');
    const wrong = await signedIn(wrongEmail);
    expect((await wrong.post('/customer/devices/add', { order_id: order })).body.state).toBe(1);
    const rightEmail = uniqueEmail('buyer');
    const right = await signedIn(rightEmail);
    expect((await right.post('/customer/devices/add', { order_id: order })).body.status).toBe(632);

    const moved = await record(['--order', order, '--move-to', rightEmail.toUpperCase(), '--by', 'Mia (care)', '--note', 'proof of purchase checked']);
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toContain(`moved order ${order} from ${wrongEmail.toLowerCase()} to ${rightEmail.toLowerCase()}; its device moved too`);
    expect((await wrong.get('/customer/devices')).body.data.rows).toEqual([]);
    expect((await right.get('/customer/devices')).body.data.rows).toMatchObject([{ order_id: order }]);
    const audit = await stack.db.orderOwnerMove.findMany({ where: { orderId: order } });
    expect(audit).toMatchObject([
      { fromEmail: wrongEmail.toLowerCase(), toEmail: rightEmail.toLowerCase(), movedBy: 'Mia (care)', note: 'proof of purchase checked' },
    ]);
    expect(Date.now() - audit[0]!.movedAt.getTime()).toBeLessThan(60_000);
    // The former owner is now the stranger.
    expect((await wrong.post('/customer/devices/add', { order_id: order })).body.status).toBe(632);

    const again = await record(['--order', order, '--move-to', rightEmail, '--by', 'Mia (care)']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already belongs to/);
    expect((await record(['--order', newOrderId(), '--move-to', rightEmail])).stderr).toMatch(/nobody has registered the order/);
    expect((await record(['--order', order, '--move-to', 'not-an-email'])).stderr).toMatch(/is not an email address/);
    expect((await record(['--order', order, '--move-to', rightEmail, '--kind', 'refund'])).code).toBe(2);
    expect(await stack.db.orderOwnerMove.count({ where: { orderId: order } })).toBe(1);
  });
});
