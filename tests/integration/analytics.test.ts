import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postForm, startStack, type Stack } from '../support/stack';
import { clockFromNoonUtc } from '../support/clock';
import { statisticsPath } from '@voltline/contracts';

const TOKEN = 'analyst-token-insights-0123';
const browser = (n: number) => ({
  'user-agent': `Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15 analyst-${n}`,
});
// A 41-day range no other test writes (2018-03-01 to 2018-04-10), and the 41 days before it.
const FROM = '2018-03-01';
const TO = '2018-04-10';
const PREVIOUS = { from: '2018-01-19', to: '2018-02-28' };

describe('analyst API: whole series, comparison, several sites, CSV for spreadsheets, HTTP Basic', () => {
  let stack: Stack;
  const get = (path: string, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    fetch(`${stack.baseUrl}/api/analytics${path}`, { headers });
  const json = async (path: string) =>
    (await (await get(path)).json()) as {
      rows: Record<string, string | number>[];
      totals: Record<string, number>;
      previous?: { from: string; to: string; totals: Record<string, number> };
      site: string | null;
    };
  const view = (visitor: number, day: string, site = 'us', uri = '/index') =>
    postForm(stack.baseUrl, statisticsPath('daily_views_ip'), { local_time: `${day} 11:00:00`, site_id: '1', site, uri }, browser(visitor));
  /**
   * Sends on `day` (this process's clock, which the api reads): the api counts only events dated
   * within a day of its own date (docs/decisions/0022), and these days are long past.
   */
  const onDay = async (day: string, send: () => Promise<{ body: { state: number } }>[]) => {
    clockFromNoonUtc(day);
    try {
      return (await Promise.all(send())).map((a) => a.body.state);
    } finally {
      vi.useRealTimers();
    }
  };
  const share = async (way: string, day: string) =>
    onDay(day, () => [
      postForm(
        stack.baseUrl,
        statisticsPath('product_sharing_statistics'),
        { local_time: `${day} 11:00:00`, site_id: '1', site: 'it', share_way: way, product_model_name: 'PowerLine' },
        browser(0),
      ),
    ]);
  const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` });

  beforeAll(async () => {
    stack = await startStack({ env: { ANALYTICS_TOKEN: TOKEN } });
    // This period: 3 views by 2 visitors on the us site on 2 March, 1 view on 9 April, 2 views on
    // the de site on 9 April; nothing on the other 39 days. The period before: 1 view on 2 February.
    const answers = [
      ...(await onDay('2018-03-02', () => [view(1, '2018-03-02'), view(1, '2018-03-02', 'us', '/products'), view(2, '2018-03-02')])),
      ...(await onDay('2018-04-09', () => [view(1, '2018-04-09'), view(3, '2018-04-09', 'de'), view(3, '2018-04-09', 'de', '/support')])),
      ...(await onDay('2018-02-02', () => [view(4, '2018-02-02')])),
    ];
    expect(answers).toEqual([1, 1, 1, 1, 1, 1, 1]);
    // The statistics workers' fold (vi.waitFor: expect.poll is for tests, not hooks).
    await vi.waitFor(async () => expect((await json(`/views?from=${PREVIOUS.from}&to=${TO}&group=site`)).totals).toEqual({ views: 7, visitors: 5 }), {
      timeout: 20_000,
      interval: 100,
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists every day of a 41-day range by day, zeros included, in JSON and CSV', async () => {
    const { rows } = await json(`/views?from=${FROM}&to=${TO}&group=day`);
    expect(rows).toHaveLength(41);
    expect(rows[0]).toEqual({ day: '2018-03-01', views: 0, visitors: 0 });
    expect(rows[1]).toEqual({ day: '2018-03-02', views: 3, visitors: 2 });
    expect(rows[39]).toEqual({ day: '2018-04-09', views: 3, visitors: 2 });
    expect(rows[40]).toEqual({ day: '2018-04-10', views: 0, visitors: 0 });
    expect(rows.filter((r) => r.views === 0)).toHaveLength(39);

    const csv = await (await get(`/views?from=${FROM}&to=${TO}&group=day&format=csv`)).text();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(42);
    expect(lines.slice(0, 3)).toEqual(['day,views,visitors', '2018-03-01,0,0', '2018-03-02,3,2']);
  });

  it('breaks views down by day and site, every day for every site asked for', async () => {
    const { rows, site } = await json(`/views?from=2018-04-08&to=2018-04-09&group=day,site&site=us,de`);
    expect(site).toBe('de,us');
    expect(rows).toEqual([
      { day: '2018-04-08', site: 'de', views: 0, visitors: 0 },
      { day: '2018-04-08', site: 'us', views: 0, visitors: 0 },
      { day: '2018-04-09', site: 'de', views: 2, visitors: 1 },
      { day: '2018-04-09', site: 'us', views: 1, visitors: 1 },
    ]);
    // Several sites filter, one site narrows.
    expect((await json(`/views?from=${FROM}&to=${TO}&group=site&site=de,us,fr`)).rows).toEqual([
      { site: 'us', views: 4, visitors: 3 },
      { site: 'de', views: 2, visitors: 1 },
    ]);
    expect((await json(`/views?from=${FROM}&to=${TO}&group=uri&site=de`)).rows).toEqual([
      { uri: '/index', views: 1, visitors: 1 },
      { uri: '/support', views: 1, visitors: 1 },
    ]);
  });

  it('adds the totals of the period before with compare=previous', async () => {
    const answer = await json(`/views?from=${FROM}&to=${TO}&group=day&compare=previous`);
    expect(answer.totals).toEqual({ views: 6, visitors: 4 });
    expect(answer.previous).toEqual({ ...PREVIOUS, totals: { views: 1, visitors: 1 } });
    // Without compare: this period's totals only.
    expect((await json(`/views?from=${FROM}&to=${TO}`)).previous).toBeUndefined();
    expect((await json(`/views?from=${FROM}&to=${TO}&site=de&compare=previous`)).previous).toEqual({ ...PREVIOUS, totals: { views: 0, visitors: 0 } });
  });

  it('starts the CSV with a UTF-8 byte order mark, and quotes and defuses a channel holding a formula after a separator', async () => {
    expect(await share('x;=1+1', '2018-03-05')).toEqual([1]);
    await expect.poll(async () => (await json(`/shares?from=2018-03-05&to=2018-03-05&group=way`)).rows).toEqual([{ way: 'x;=1+1', shares: 1 }]);
    const response = await get(`/shares?from=2018-03-05&to=2018-03-05&group=way&format=csv`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // What a spreadsheet reads, byte order mark included (TextDecoder keeps it when asked to).
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`\uFEFFway,shares\r\n"x;'=1+1",1\r\n`);
  });

  it('separates the cells with ; when asked (delimiter=;, for spreadsheets set to European locales): the same rows, quoted and defused alike', async () => {
    const query = `/views?from=${FROM}&to=${TO}&group=day,site&site=us,de&format=csv`;
    const comma = await (await get(query)).text();
    const semicolon = await get(`${query}&delimiter=%3B`);
    expect(semicolon.status).toBe(200);
    expect(semicolon.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await semicolon.text();
    // (Response.text() drops the byte order mark; the test above reads the bytes.)
    expect(text.split('\r\n').slice(0, 2)).toEqual(['day;site;views;visitors', '2018-03-01;de;0;0']);
    const rows = parse(text, { bom: true, delimiter: ';', columns: true });
    // 41 days, two sites, each with its row.
    expect(rows).toHaveLength(82);
    expect(rows).toEqual(parse(comma, { bom: true, columns: true }));
    expect(rows).toContainEqual({ day: '2018-04-09', site: 'de', views: '2', visitors: '1' });
    // Written unencoded in the address, ; is the same separator.
    expect(await (await get(`${query}&delimiter=;`)).text()).toBe(text);

    expect(await share('fb;=2+2', '2018-03-06')).toEqual([1]);
    await expect.poll(async () => (await json(`/shares?from=2018-03-06&to=2018-03-06&group=way`)).rows).toEqual([{ way: 'fb;=2+2', shares: 1 }]);
    const shares = await (await get(`/shares?from=2018-03-06&to=2018-03-06&group=way&format=csv&delimiter=%3B`)).text();
    expect(shares).toBe(`way;shares\r\n"fb;'=2+2";1\r\n`);
    expect(parse(shares, { bom: true, delimiter: ';' })).toEqual([
      ['way', 'shares'],
      ["fb;'=2+2", '1'],
    ]);
  });

  it('refuses another separator with 614 naming delimiter, as any bad analyst query', async () => {
    for (const delimiter of ['%7C', '%09', 'semicolon']) {
      const response = await get(`/views?from=${FROM}&to=${TO}&format=csv&delimiter=${delimiter}`);
      expect(response.status, delimiter).toBe(400);
      expect(await response.json()).toMatchObject({ state: 0, status: 614, data: { fields: [expect.objectContaining({ field: 'delimiter' })] } });
    }
  });

  it('accepts HTTP Basic with the token as the password, and answers a wrong one 401 in the envelope', async () => {
    const right = await get(`/views?from=${FROM}&to=${TO}&group=site&format=csv`, basic('sheets', TOKEN));
    expect(right.status).toBe(200);
    expect(await right.text()).toBe('site,views,visitors\r\nus,4,3\r\nde,2,1\r\n');

    const wrong = await get(`/views?from=${FROM}&to=${TO}`, basic('sheets', 'not-the-token'));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ state: 0, status: 603 });
    // The challenge names Basic, so a spreadsheet asks for the password.
    expect(wrong.headers.get('www-authenticate')).toContain('Basic realm="analytics"');
  });

  it('signs the insights page in with the token for an HttpOnly, SameSite=Strict cookie of 8 hours, and out again', async () => {
    const signIn = (token: string) =>
      fetch(`${stack.baseUrl}/api/analytics/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: new URL(stack.baseUrl).origin },
        body: JSON.stringify({ token }),
      });
    const wrong = await signIn('not-the-token');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ state: 0, status: 603 });
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const right = await signIn(TOKEN);
    expect(right.status).toBe(200);
    const setCookie = right.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^vl_insights=[\w-]{43};/);
    expect(setCookie).toContain('Max-Age=28800');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/analytics');
    const cookie = { cookie: setCookie.split(';')[0]! };

    expect(await (await get(`/session`, cookie)).json()).toMatchObject({ state: 1, data: { signed_in: true } });
    const withCookie = await get(`/views?from=${FROM}&to=${TO}&group=site`, cookie);
    expect(withCookie.status).toBe(200);
    expect(((await withCookie.json()) as { totals: unknown }).totals).toEqual({ views: 6, visitors: 4 });

    const out = await fetch(`${stack.baseUrl}/api/analytics/session`, { method: 'DELETE', headers: { ...cookie, origin: new URL(stack.baseUrl).origin } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^vl_insights=;/);
    // The same cookie, kept by someone, no longer opens anything; and it asks for no Basic dialog.
    const after = await get(`/views?from=${FROM}&to=${TO}`, cookie);
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toBe('Bearer realm="analytics"');
    expect(await (await get(`/session`, cookie)).json()).toMatchObject({ state: 1, data: { signed_in: false } });
  });

  it('refuses sign-ins posted by another site (403) before counting them, so a cross-site form cannot lock the analyst out (issue 33)', async () => {
    const post = (token: string, origin: string) =>
      fetch(`${stack.baseUrl}/api/analytics/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ token }),
      });
    for (let i = 0; i < 12; i++) {
      const foreign = await post(`wrong-${i}-token-0123456789`, 'https://evil.example');
      expect(foreign.status).toBe(403);
    }
    const right = await post(TOKEN, new URL(stack.baseUrl).origin);
    expect(right.status).toBe(200);
    expect(right.headers.get('set-cookie')).toMatch(/^vl_insights=/);
  });
});
