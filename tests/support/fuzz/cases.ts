import fc from 'fast-check';
import { BAD_PERCENT, INJECTIONS, deepNesting, hostileJsonValue, hostileText, type Labelled } from './hostile';
import { formEncode, jsonFields, looseUtf8, multipartBody, type Fields, type MultipartFile } from './encodings';

/**
 * Fuzz cases for one endpoint: a valid request of the endpoint, mutated (a field replaced by a
 * hostile value, fields missing or added, keys repeated), then encoded as the endpoint takes it or
 * as it does not (form, JSON, multipart, other content types), or a body broken as a whole (not an
 * object, broken JSON, broken multipart, invalid UTF-8 bytes). Each case has a label naming its
 * input class.
 */
export interface FuzzRequest {
  label: string;
  method: 'GET' | 'POST' | 'HEAD';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A documented answer: the HTTP status, and the envelope's state and status where there is one. */
export interface Expected {
  http: number;
  state?: 0 | 1;
  status?: number;
}

export interface Endpoint {
  /** As docs/api.md names it: `customer/register`, `analytics/views`. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** A valid request's fields (fresh each call: unique emails); the query for a GET. */
  valid: () => Record<string, string>;
  /** A query string sent with a POST too (the one-click unsubscribe link). */
  query?: () => Record<string, string>;
  /** Takes multipart bodies (contact/submit): the broken-multipart classes aim at it. */
  multipart?: boolean;
  /**
   * What `valid()` is answered (docs/api.md): a success, or, where a valid request carries a
   * made-up token, email or order, the refusal that made-up value gets.
   */
  answersValid: Expected;
}

type Mutation = (fields: Record<string, string>) => fc.Arbitrary<Labelled<Fields>>;

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'a[b]',
  'a[]',
  '',
  ' ',
  '\u0000',
  'email[]',
  'x'.repeat(300),
  'site[0]',
] as const;

/** One field replaced by a hostile text. */
const replaceOne: Mutation = (fields) => {
  const keys = Object.keys(fields);
  if (keys.length === 0) return hostileText.map(({ label, value }) => ({ label, value: { q: value } }));
  return fc.tuple(fc.constantFrom(...keys), hostileText).map(([key, { label, value }]) => ({ label: `${label}`, value: { ...fields, [key]: value } }));
};

/** Several fields replaced at once (the labels of each joined). */
const replaceMany: Mutation = (fields) => {
  const keys = Object.keys(fields);
  if (keys.length < 2) return replaceOne(fields);
  return fc
    .tuple(fc.shuffledSubarray(keys, { minLength: 2 }), fc.array(hostileText, { minLength: keys.length, maxLength: keys.length }))
    .map(([picked, values]) => {
      const out: Fields = { ...fields };
      picked.forEach((key, i) => (out[key] = values[i]!.value));
      return { label: 'several-fields', value: out };
    });
};

const missing: Mutation = (fields) =>
  fc.subarray(Object.keys(fields)).map((kept) => ({ label: 'missing-fields', value: Object.fromEntries(kept.map((k) => [k, fields[k]!])) as Fields }));

const extra: Mutation = (fields) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ unit: 'binary', maxLength: 10 })),
        fc.oneof(fc.constantFrom(...INJECTIONS), fc.string({ maxLength: 10 })),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((pairs) => ({ label: 'extra-fields', value: { ...fields, ...Object.fromEntries(pairs) } as Fields }));

const duplicate: Mutation = (fields) => {
  const keys = Object.keys(fields);
  if (keys.length === 0) return fc.constant({ label: 'duplicate-keys', value: { q: ['a', 'b'] } as Fields });
  return fc
    .tuple(fc.constantFrom(...keys), hostileText)
    .map(([key, other]) => ({ label: 'duplicate-keys', value: { ...fields, [key]: [fields[key]!, other.value] } as Fields }));
};

/** Raw, undecodable percent sequences in a value (form bodies and query strings only). */
const badPercent: Mutation = (fields) => {
  const keys = Object.keys(fields);
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('q');
  return fc.tuple(key, fc.constantFrom(...BAD_PERCENT), fc.boolean()).map(([k, raw, inKey]) => ({
    label: 'bad-percent',
    value: inKey ? ({ ...fields, [`${k}${raw}`]: { raw: 'x' } } as Fields) : ({ ...fields, [k]: { raw: `a${raw}b` } } as Fields),
  }));
};

const unchanged: Mutation = (fields) => fc.constant({ label: 'valid', value: fields as Fields });

function mutated(endpoint: Endpoint, options: { percent: boolean }): fc.Arbitrary<Labelled<Fields>> {
  // The valid fields are drawn fresh for every case (unique emails), inside the arbitrary so that
  // a replayed seed gives the same mutation of a (new) valid request.
  return fc.constant(null).chain(() => {
    const fields = endpoint.valid();
    return fc.oneof(
      { weight: 1, arbitrary: unchanged(fields) },
      { weight: 8, arbitrary: replaceOne(fields) },
      { weight: 2, arbitrary: replaceMany(fields) },
      { weight: 2, arbitrary: missing(fields) },
      { weight: 2, arbitrary: extra(fields) },
      { weight: 2, arbitrary: duplicate(fields) },
      ...(options.percent ? [{ weight: 2, arbitrary: badPercent(fields) }] : []),
    );
  });
}

/** A JSON body whose field values may be of any type (numbers, null, arrays, objects). */
function jsonTyped(endpoint: Endpoint): fc.Arbitrary<Labelled<unknown>> {
  return fc.constant(null).chain(() => {
    const fields = endpoint.valid();
    const keys = Object.keys(fields);
    if (keys.length === 0) return hostileJsonValue.map(({ label, value }) => ({ label, value: { value } }));
    return fc
      .tuple(fc.constantFrom(...keys), hostileJsonValue)
      .map(([key, { label, value }]) => ({ label: `json-field:${label}`, value: { ...fields, [key]: value } }));
  });
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const urlWith = (endpoint: Endpoint, query?: string) => {
  const base = endpoint.query ? formEncode(endpoint.query()) : '';
  const all = [base, query].filter(Boolean).join('&');
  return all ? `${endpoint.path}?${all}` : endpoint.path;
};

const post = (endpoint: Endpoint, label: string, contentType: string | undefined, payload: string | Buffer | undefined): FuzzRequest => ({
  label,
  method: 'POST',
  url: urlWith(endpoint),
  headers: { 'user-agent': BROWSER, ...(contentType ? { 'content-type': contentType } : {}) },
  payload,
});

/** A small real PNG (1x1), and things that only pretend to be images. */
const PNG_1PX = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const fakeFiles: fc.Arbitrary<MultipartFile> = fc.oneof(
  fc.constant({ field: 'image', filename: 'photo.png', type: 'image/png', data: PNG_1PX }),
  fc.constant({ field: 'image', filename: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('ffd8ffe000104a464946', 'hex') }),
  fc.constant({ field: 'image', filename: 'evil.svg', type: 'image/svg+xml', data: Buffer.from('<svg onload="alert(1)"/>') }),
  fc.constant({ field: 'image', filename: 'a\u0000.png', type: 'image/png', data: PNG_1PX }),
  fc.constant({ field: 'image', filename: '../../etc/passwd', type: 'text/plain', data: Buffer.from('root:x:0:0') }),
  fc.constant({ field: 'other', filename: 'x.bin', type: 'application/octet-stream', data: Buffer.alloc(10, 0) }),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => ({ field: 'image', filename: 'random.gif', type: 'image/gif', data: Buffer.from(bytes) })),
);

/** multipart bodies, well-formed or broken (boundaries, endings, part headers, part counts). */
function multipartCases(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const fields = mutated(endpoint, { percent: false });
  const ct = (boundary: string) => `multipart/form-data; boundary=${boundary}`;
  return fc.oneof(
    fc.tuple(fields, fc.array(fakeFiles, { maxLength: 2 })).map(([f, files]) => {
      const { boundary, body } = multipartBody(f.value, files);
      // A file makes even a valid request something else: most of these are not images (622).
      return post(endpoint, `multipart:${f.label}${files.length > 0 ? '+file' : ''}`, ct(boundary), body);
    }),
    fields.map((f) => {
      const { body } = multipartBody(f.value);
      return post(endpoint, 'multipart-wrong-boundary', ct('not-the-boundary'), body);
    }),
    fields.map((f) => post(endpoint, 'multipart-no-boundary', 'multipart/form-data', multipartBody(f.value).body)),
    fc.tuple(fields, fc.array(fakeFiles, { maxLength: 1 }), fc.double({ min: 0, max: 1, noNaN: true })).map(([f, files, at]) => {
      const whole = multipartBody(f.value, files);
      const { boundary, body } = multipartBody(f.value, files, { boundary: whole.boundary, truncateAt: Math.floor(whole.body.length * at) });
      return post(endpoint, 'multipart-truncated', ct(boundary), body);
    }),
    fields.map((f) => {
      const { boundary, body } = multipartBody(f.value, [], { noClose: true });
      return post(endpoint, 'multipart-unclosed', ct(boundary), body);
    }),
    fc.tuple(fields, fc.integer({ min: 1_000, max: 200_000 })).map(([f, size]) => {
      const { boundary, body } = multipartBody(f.value, [], { partHeaders: [`X-Fuzz: ${'h'.repeat(size)}`] });
      return post(endpoint, 'multipart-huge-header', ct(boundary), body);
    }),
    fields.map((f) => {
      const { boundary, body } = multipartBody(f.value, [], {
        partHeaders: ['Content-Disposition: attachment', 'Content-Type: text/plain; charset=utf-16', 'Broken header line'],
      });
      return post(endpoint, 'multipart-broken-header', ct(boundary), body);
    }),
    fc.integer({ min: 42, max: 2_000 }).map((n) => {
      const many = Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, 'x']));
      const { boundary, body } = multipartBody(many);
      return post(endpoint, 'multipart-too-many-parts', ct(boundary), body);
    }),
    fc.tuple(fields, fc.integer({ min: 16 * 1024, max: 900 * 1024 })).map(([f, size]) => {
      const { boundary, body } = multipartBody({ ...f.value, message: 'm'.repeat(size) });
      return post(endpoint, 'multipart-field-too-large', ct(boundary), body);
    }),
    fc.constantFrom('', '--', '\r\n', '--x--\r\n', 'garbage').map((text) => post(endpoint, 'multipart-garbage', ct('x'), text)),
    fc.tuple(fields, fc.constantFrom('"quoted boundary"', 'a'.repeat(71), 'äöü', 'x; charset=utf-8', '')).map(([f, b]) => {
      const { body } = multipartBody(f.value, [], { boundary: b.replace(/"/g, '') });
      return post(endpoint, 'multipart-odd-boundary', `multipart/form-data; boundary=${b}`, body);
    }),
  );
}

/** Bodies broken as a whole: not an object, not JSON, not UTF-8, wrong content types. */
function brokenBodies(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const JSON_CT = 'application/json';
  const FORM_CT = 'application/x-www-form-urlencoded';
  const validJson = fc.constant(null).map(() => JSON.stringify(endpoint.valid()));
  return fc.oneof(
    fc
      .constantFrom('[]', '[{"email":"a@b.cd"}]', '"just a string"', '42', '-1e999', 'null', 'true', 'false', '""', '{}')
      .map((text) => post(endpoint, 'json-not-object', JSON_CT, text)),
    deepNesting.map((text) => post(endpoint, 'json-deep-nesting', JSON_CT, text)),
    fc
      .tuple(validJson, fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([text, at]) => post(endpoint, 'json-broken', JSON_CT, text.slice(0, Math.floor(text.length * at)))),
    fc
      .constantFrom(
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        '{"a":1,"a":2,"a":{"b":3}}',
        "{'single':'quotes'}",
        '{"a":NaN}',
        '{"a":1}{"b":2}',
        '\ufeff{}',
      )
      .map((text) => post(endpoint, 'json-odd', JSON_CT, text)),
    fc
      .tuple(
        validJson,
        fc.constantFrom(
          Buffer.from([0xff]),
          Buffer.from([0xc3, 0x28]),
          Buffer.from([0xc0, 0x80]),
          Buffer.from([0xed, 0xa0, 0x80]),
          Buffer.from([0xf4, 0x90, 0x80, 0x80]),
          Buffer.from([0xe2, 0x82]),
        ),
      )
      .map(([text, bad]) => {
        // Invalid bytes inside the first string value of the JSON.
        const at = text.indexOf('":"') + 3;
        return post(endpoint, 'invalid-utf8', JSON_CT, Buffer.concat([Buffer.from(text.slice(0, at)), bad, Buffer.from(text.slice(at))]));
      }),
    fc
      .tuple(
        fc.constant(null).map(() => formEncode(endpoint.valid())),
        fc.constantFrom(Buffer.from([0xff, 0xfe]), Buffer.from([0xc3, 0x28]), Buffer.from([0xed, 0xa0, 0x80])),
      )
      .map(([text, bad]) => {
        const at = text.indexOf('=') + 1;
        return post(endpoint, 'invalid-utf8', FORM_CT, Buffer.concat([Buffer.from(text.slice(0, at)), bad, Buffer.from(text.slice(at))]));
      }),
    fc
      .constantFrom('', '=', '&&&', '==&==', 'a', '%', '&=&', 'a=1&&b=2&', '%00=%00', '+++=+++', 'a[b][c][d]=1&a[b]=2')
      .map((text) => post(endpoint, 'form-odd', FORM_CT, text)),
    fc.integer({ min: 1_000, max: 60_000 }).map((n) => post(endpoint, 'form-many-keys', FORM_CT, Array.from({ length: n }, (_, i) => `k${i}=v`).join('&'))),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/octet-stream',
          'application/json; charset=latin1',
          'application/x-www-form-urlencoded; charset=utf-16',
          'application/json, text/html',
          '*/*',
          ';;;',
          'x'.repeat(1000),
        ),
        validJson,
      )
      .map(([type, text]) => post(endpoint, 'other-content-type', type, text)),
    validJson.map((text) => post(endpoint, 'no-content-type', undefined, text)),
    fc.constantFrom(JSON_CT, FORM_CT).map((type) => post(endpoint, 'empty-body', type, '')),
    fc.constant(null).map(() => post(endpoint, 'body-over-limit', FORM_CT, `${formEncode(endpoint.valid())}&pad=${'p'.repeat(1024 * 1024 + 10)}`)),
  );
}

/** The endpoint's valid request as a browser sends it: a form post, or a GET with its query. */
export function validRequest(endpoint: Endpoint): FuzzRequest {
  if (endpoint.method === 'GET') {
    const query = formEncode(endpoint.valid());
    return { label: 'query:valid', method: 'GET', url: query ? `${endpoint.path}?${query}` : endpoint.path, headers: { 'user-agent': BROWSER } };
  }
  return post(endpoint, 'form:valid', 'application/x-www-form-urlencoded', formEncode(endpoint.valid()));
}

/** Every case of a POST endpoint. */
export function postCases(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const form = mutated(endpoint, { percent: true }).map((f) => post(endpoint, `form:${f.label}`, 'application/x-www-form-urlencoded', formEncode(f.value)));
  const json = fc.oneof(
    mutated(endpoint, { percent: false }).map((f) => post(endpoint, `json:${f.label}`, 'application/json', looseUtf8(JSON.stringify(jsonFields(f.value))))),
    jsonTyped(endpoint).map((f) => post(endpoint, f.label, 'application/json', looseUtf8(JSON.stringify(f.value)))),
  );
  return fc.oneof(
    { weight: endpoint.multipart ? 4 : 5, arbitrary: form },
    { weight: endpoint.multipart ? 4 : 5, arbitrary: json },
    { weight: endpoint.multipart ? 6 : 1, arbitrary: multipartCases(endpoint) },
    { weight: 3, arbitrary: brokenBodies(endpoint) },
  );
}

/** Every case of a GET endpoint: its query mutated, encoded right or wrong. */
export function getCases(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const get = (label: string, query: string): FuzzRequest => ({
    label,
    method: 'GET',
    url: query ? `${endpoint.path}?${query}` : endpoint.path,
    headers: { 'user-agent': BROWSER },
  });
  return fc.oneof(
    { weight: 10, arbitrary: mutated(endpoint, { percent: true }).map((f) => get(`query:${f.label}`, formEncode(f.value))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('&&&', '=', '?', '#', '%', '%%%', 'a=1;b=2', ';', '&=&=&', 'a[b]=1', '__proto__[x]=1').map((q) => get('query-odd', q)),
    },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((n) => get('query-many-keys', Array.from({ length: n }, (_, i) => `k${i}=v`).join('&'))) },
    { weight: 1, arbitrary: fc.constant(null).map(() => get('query-huge-value', `${formEncode(endpoint.valid())}&q=${'x'.repeat(200_000)}`)) },
  );
}

export function casesFor(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  return endpoint.method === 'GET' ? getCases(endpoint) : postCases(endpoint);
}
