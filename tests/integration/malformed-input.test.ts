import fc from 'fast-check';
import { resources } from '@voltline/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { formEncode, multipartBody } from '../support/fuzz/encodings';
import { PUBLIC_POSTS } from '../support/fuzz/endpoints';
import { fuzzContext, type FuzzContext } from '../support/fuzz/harness';

/**
 * What the fuzz tests found, each as the answer a client sees: text Postgres cannot store (NUL, a
 * lone surrogate) is refused at the edge naming the field; impossible dates are refused, never
 * rolled over into the next month; bodies that are not objects, unreadable multipart and
 * undecodable paths are the client's fault (614), not a 500. Nothing is stored for any of them.
 */
let stack: Stack;
let probe: FuzzContext;

interface Envelope {
  state: number;
  status: number;
  message: string;
  data?: { fields?: { field: string; message: string }[] };
}

let lastIp = 0;

/** Each request from its own address, so the per-IP limits do not answer in place of the route. */
async function post(path: string, contentType: string, payload: string | Buffer) {
  lastIp++;
  const res = await stack.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': contentType },
    remoteAddress: `10.9.${(lastIp >> 8) & 255}.${lastIp & 255}`,
    payload,
  });
  return { http: res.statusCode, body: res.json<Envelope>() };
}

const named = (body: Envelope, field: string) => (body.data?.fields ?? []).some((f) => f.field === field || f.field.startsWith(`${field}.`));

beforeAll(async () => {
  stack = await startStack({ workers: false });
  probe = await fuzzContext(stack);
});

afterAll(async () => {
  await probe?.close();
  await stack?.close();
});

// Forms whose fields all reach a validator (unsubscribe takes anything, out_login no fields).
const FORMS = PUBLIC_POSTS.filter((e) => !['customer/unsubscribe', 'out_login'].includes(e.name));

describe('unsafe text is refused at the edge, naming the field', () => {
  for (const endpoint of FORMS) {
    it(`${endpoint.name}: NUL or a lone surrogate in any field is state 0 naming that field, and nothing is stored`, async () => {
      const before = await probe.stored();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(endpoint.valid())),
          fc.constantFrom('\u0000', '\ud800', '\udfff'),
          fc.boolean(),
          async (field, bad, asJson) => {
            const fields = endpoint.valid();
            fields[field] = `${fields[field]!.slice(0, 2)}${bad}${fields[field]!.slice(2)}`;
            // A lone surrogate has no UTF-8 form: only JSON's \u escape can carry it.
            const json = asJson || bad !== '\u0000';
            const res = json
              ? await post(endpoint.path, 'application/json', JSON.stringify(fields))
              : await post(endpoint.path, 'application/x-www-form-urlencoded', formEncode(fields));
            expect(res.http).toBeLessThan(500);
            expect(res.body.state, JSON.stringify(res.body)).toBe(0);
            expect(named(res.body, field), `${field} not named in ${JSON.stringify(res.body)}`).toBe(true);
          },
        ),
        { numRuns: 40 },
      );
      expect(await probe.stored()).toEqual(before);
    });
  }

  it('warranty/register: a NUL in the name answers 614 with the localized "characters not allowed" text', async () => {
    const fields = PUBLIC_POSTS.find((e) => e.name === 'warranty/register')!.valid();
    const res = await post('/api/front/warranty/register', 'application/json', JSON.stringify({ ...fields, name: 'Ann\u0000Smith', site: 'de' }));
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ state: 0, status: 614, data: { fields: [{ field: 'name', message: resources.de.status.field.unsafe_text }] } });
  });
});

describe('impossible dates are refused, not rolled over', () => {
  const contact = PUBLIC_POSTS.find((e) => e.name === 'contact/submit')!;

  for (const day of ['2026-02-30', '2026-13-01', '2026-04-31', '99999-01-01']) {
    it(`contact/submit: delivered_on ${day} is 614 on delivered_on and no request is stored`, async () => {
      const before = await probe.stored();
      const res = await post('/api/front/contact/submit', 'application/x-www-form-urlencoded', formEncode({ ...contact.valid(), delivered_on: day }));
      expect(res.body).toMatchObject({ state: 0, status: 614 });
      expect(named(res.body, 'delivered_on')).toBe(true);
      expect(await probe.stored()).toEqual(before);
    });
  }

  it('article/list: a date filter of 2026-02-30 is 614 on value', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/api/front/article/list?site_id=1&filter=date&op=gt&value=2026-02-30' });
    const body = res.json<Envelope>();
    expect(body).toMatchObject({ state: 0, status: 614 });
    expect(named(body, 'value')).toBe(true);
  });
});

describe('bodies and paths too broken for a route', () => {
  it('a JSON body that is not an object is 614 with HTTP 400', async () => {
    for (const text of ['[]', '"a string"', '42', 'null']) {
      const res = await post('/api/front/warranty/register', 'application/json', text);
      expect(res, text).toMatchObject({ http: 400, body: { state: 0, status: 614 } });
    }
  });

  it('contact/submit: a multipart body cut short is 614 with HTTP 400, and nothing is stored', async () => {
    const before = await probe.stored();
    const { boundary, body } = multipartBody({ subject: 'general', name: 'Ann', email: 'ann@example.com', country: 'US', message: 'Hello' }, [], {
      noClose: true,
    });
    const res = await post('/api/front/contact/submit', `multipart/form-data; boundary=${boundary}`, body);
    expect(res).toMatchObject({ http: 400, body: { state: 0, status: 614 } });
    expect(await probe.stored()).toEqual(before);
  });

  it('contact/submit: a multipart body without its boundary is 614 with HTTP 400', async () => {
    const res = await post('/api/front/contact/submit', 'multipart/form-data', multipartBody({ subject: 'general' }).body);
    expect(res).toMatchObject({ http: 400, body: { state: 0, status: 614 } });
  });

  it('an API path with an undecodable percent sequence answers the envelope (614, HTTP 400)', async () => {
    const res = await fetch(`${stack.baseUrl}/api/front/site/list%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ state: 0, status: 614 });
  });

  it('a page path with an undecodable percent sequence is a bad request (614, HTTP 400), not an error', async () => {
    const res = await fetch(`${stack.baseUrl}/products%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ state: 0, status: 614 });
  });

  it('product/info: an id of 20 digits is not found (625), not an overflow', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/api/front/product/info?id=99999999999999999999&site_id=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>()).toMatchObject({ state: 0, status: 625 });
  });

  it('review/submit: an address the mail cannot go to (not ASCII) is 609, nothing stored', async () => {
    const before = await probe.stored();
    const review = PUBLIC_POSTS.find((e) => e.name === 'review/submit')!;
    const res = await post('/api/front/review/submit', 'application/json', JSON.stringify({ ...review.valid(), email: '\ufffdann@example.com' }));
    expect(res.body).toMatchObject({ state: 0, status: 609 });
    expect(await probe.stored()).toEqual(before);
  });
});
