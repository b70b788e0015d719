import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_CREDENTIALS_LIMIT } from '../../api/src/lib/limits';
import { startStack, type Stack } from '../support/stack';

/**
 * The wrong-credentials limit of the operators (Basic auth) and of the analyst token (Bearer,
 * Basic, the insights sign-in) holds under parallel guesses from one address: each guess takes its
 * place in the window before its credentials are compared, so exactly the limit are compared
 * however many arrive at once, and the rest are refused (619, HTTP 429) unchecked. A count read
 * first and written after the comparison let 33 to 79 of 100 be compared.
 */
const OPS = { user: 'ops', password: 'ops-password-1' };
const TOKEN = 'analyst-token-race-0123456789';
const GUESSES = 100;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false, env: { TRUST_PROXY: '1', OPS_USER: OPS.user, OPS_PASSWORD: OPS.password, ANALYTICS_TOKEN: TOKEN } });
  // A first burst on a cold process arrives spread out (new connections, code compiled on first
  // use), which would hide a race: 100 calls without credentials (never counted) open the
  // connections and run the guarded paths once before the tests race on them.
  for (const path of ['/metrics', '/api/analytics/views?from=2026-01-01&to=2026-01-31']) {
    await Promise.all(Array.from({ length: GUESSES }, () => fetch(`${stack.baseUrl}${path}`).then((res) => res.arrayBuffer())));
  }
});
afterAll(async () => {
  await stack?.close();
});

let lastIp = 0;
const nextIp = () => `198.18.1.${++lastIp}`;
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

interface Answer {
  status: number;
  body: string;
}

/** Sends `GUESSES` requests at once and waits for every answer. */
async function race(send: (i: number) => Promise<Response>): Promise<Answer[]> {
  return Promise.all(Array.from({ length: GUESSES }, async (_, i) => send(i).then(async (res) => ({ status: res.status, body: await res.text() }))));
}

/** Exactly the limit were compared (401); every other answer is 619 with HTTP 429. */
function expectExactlyLimitChecked(answers: Answer[]) {
  const max = FAILED_CREDENTIALS_LIMIT.max;
  expect(max).toBe(10);
  expect(answers.filter((a) => a.status === 401)).toHaveLength(max);
  const refused = answers.filter((a) => a.status === 429);
  expect(refused).toHaveLength(GUESSES - max);
  for (const a of refused) expect(JSON.parse(a.body)).toMatchObject({ state: 0, status: 619 });
}

describe('wrong credentials raced from one address', () => {
  it(`compares exactly 10 of ${GUESSES} parallel wrong operator passwords (Basic on /metrics); the rest are refused (619) unchecked`, async () => {
    const ip = nextIp();
    const answers = await race((i) =>
      fetch(`${stack.baseUrl}/metrics`, { headers: { authorization: basic(OPS.user, `guess-${i}-pw`), 'x-forwarded-for': ip } }),
    );
    expectExactlyLimitChecked(answers);
    // The right password from that address is refused too: a guesser cannot tell it.
    const right = await fetch(`${stack.baseUrl}/admin/queues`, { headers: { authorization: basic(OPS.user, OPS.password), 'x-forwarded-for': ip } });
    expect(right.status).toBe(429);
    // The operator elsewhere is let in.
    const elsewhere = await fetch(`${stack.baseUrl}/metrics`, { headers: { authorization: basic(OPS.user, OPS.password), 'x-forwarded-for': nextIp() } });
    expect(elsewhere.status).toBe(200);
    await elsewhere.arrayBuffer();
  });

  it(`compares exactly 10 of ${GUESSES} parallel wrong analyst tokens (Bearer and Basic on /api/analytics); the rest are refused (619) unchecked`, async () => {
    const ip = nextIp();
    const answers = await race((i) =>
      fetch(`${stack.baseUrl}/api/analytics/views?from=2026-01-01&to=2026-01-31`, {
        headers: { authorization: i % 2 === 0 ? `Bearer guess-${i}-0123456789` : basic('sheets', `guess-${i}-0123456789`), 'x-forwarded-for': ip },
      }),
    );
    expectExactlyLimitChecked(answers);
    const right = await fetch(`${stack.baseUrl}/api/analytics/views?from=2026-01-01&to=2026-01-31`, {
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': ip },
    });
    expect(right.status).toBe(429);
  });

  it(`compares exactly 10 of ${GUESSES} parallel wrong tokens posted to the insights sign-in; the rest are refused (619) unchecked`, async () => {
    const ip = nextIp();
    const origin = new URL(stack.baseUrl).origin;
    const signIn = (token: string) =>
      fetch(`${stack.baseUrl}/api/analytics/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': ip },
        body: JSON.stringify({ token }),
      });
    const answers = await race((i) => signIn(`guess-${i}-0123456789`));
    expectExactlyLimitChecked(answers);
    const right = await signIn(TOKEN);
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it('never counts right credentials: 15 operator and 15 analyst logins from one address, 5 at a time, all get in, and 9 wrong ones after them are still compared', async () => {
    const ip = nextIp();
    const views = (authorization: string) =>
      fetch(`${stack.baseUrl}/api/analytics/views?from=2026-01-01&to=2026-01-31`, { headers: { authorization, 'x-forwarded-for': ip } });
    const metrics = (authorization: string) => fetch(`${stack.baseUrl}/metrics`, { headers: { authorization, 'x-forwarded-for': ip } });
    // A right guess holds a place in the window only while it is compared, then gives it back.
    for (let batch = 0; batch < 3; batch++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => [views(`Bearer ${TOKEN}`), metrics(basic(OPS.user, OPS.password))]).flat());
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      await Promise.all(answers.map((a) => a.arrayBuffer()));
    }
    for (let i = 0; i < 9; i++) expect((await views(`Bearer guess-${i}-0123456789`)).status).toBe(401);
    for (let i = 0; i < 9; i++) expect((await metrics(basic(OPS.user, `guess-${i}-pw`))).status).toBe(401);
  });
});
