import { describe, expect, it } from 'vitest';
import { statisticsPath } from '@voltline/contracts';
import { postForm, suiteStack } from '../support/stack';
import { suiteClockFromNoonUtc } from '../support/clock';

const TOKEN = 'analyst-token-window-0123';
const OPS = { user: 'ops', password: 'ops-password-1' };
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' };
const DAY_MS = 86_400_000;
const REASON = 'local_time_out_of_window';

/**
 * docs/decisions/0022-statistics-local-time-window.md: an event whose local_time is more than a
 * day from the server's UTC date is answered like a bot's (200, state 1: the client must not
 * retry) and never counted, so a day analysts read after day+2 UTC stays as they read it.
 */
describe('statistics: local_time outside [UTC date - 1, UTC date + 1] is answered and not counted', () => {
  // The server's date must not change between the events and the reads.
  suiteClockFromNoonUtc();
  const stack = suiteStack({ env: { ANALYTICS_TOKEN: TOKEN, OPS_USER: OPS.user, OPS_PASSWORD: OPS.password } });
  /** The UTC date `days` from the server's, as YYYY-MM-DD. */
  const date = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const view = (site: string, day: string, uri: string) =>
    postForm(stack.baseUrl, statisticsPath('daily_views_ip'), { local_time: `${day} 10:00:00`, site_id: '1', site, uri }, BROWSER);
  const click = (site: string, day: string) =>
    postForm(
      stack.baseUrl,
      statisticsPath('product_amazon_button_click'),
      { local_time: `${day} 10:00:00`, site_id: '1', site, product_name: 'Window W1' },
      BROWSER,
    );
  const analytics = async (path: string) => {
    const response = await fetch(`${stack.baseUrl}/api/analytics${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    return ((await response.json()) as { rows: Record<string, unknown>[] }).rows;
  };
  /** What operators see: the process's metric, and the day's figure of the ingestion call (shared by every api process). */
  const dropped = async () => {
    const auth = { authorization: `Basic ${Buffer.from(`${OPS.user}:${OPS.password}`).toString('base64')}` };
    const metrics = await (await fetch(`${stack.baseUrl}/metrics`, { headers: auth })).text();
    const [today] = await analytics(`/ingestion?from=${date(0)}&to=${date(0)}`);
    return {
      metric: Number(new RegExp(`^statistics_events_dropped_total\\{reason="${REASON}"\\} (\\d+)$`, 'm').exec(metrics)?.[1]),
      ingestion: Number(today?.[`dropped_${REASON}`]),
    };
  };

  /**
   * Sends two events (a view and a click) dated `outside` days away, then the same two yesterday
   * and tomorrow and a view today, on `site` (a code no other test sends, so the figures are this
   * test's alone), and checks what analysts read for the seven days around today.
   */
  async function sendAndRead(site: string, outside: number) {
    const before = await dropped();
    const out = await Promise.all([view(site, date(outside), '/outside'), click(site, date(outside))]);
    expect(out.map((a) => ({ http: a.http, state: a.body.state }))).toEqual([
      { http: 200, state: 1 },
      { http: 200, state: 1 },
    ]);

    // Sent after the refused ones: once these are folded and the queue is empty, anything of the others would be too.
    const kept = await Promise.all([view(site, date(-1), '/yesterday'), view(site, date(1), '/tomorrow'), click(site, date(-1)), click(site, date(1))]);
    expect(kept.map((a) => a.body.state)).toEqual([1, 1, 1, 1]);
    expect((await view(site, date(0), '/today')).body.state).toBe(1);

    const range = `from=${date(-3)}&to=${date(3)}&site=${site}`;
    const perDay = (counts: number[], name: string) => counts.map((n, i) => ({ day: date(i - 3), [name]: n, ...(name === 'views' ? { visitors: n } : {}) }));
    await expect.poll(async () => analytics(`/views?${range}&group=day`)).toEqual(perDay([0, 0, 1, 1, 1, 0, 0], 'views'));
    await stack.settled();
    expect(await analytics(`/views?${range}&group=day`)).toEqual(perDay([0, 0, 1, 1, 1, 0, 0], 'views'));
    expect((await analytics(`/views?${range}&group=uri`)).map((r) => `${String(r.uri)} ${String(r.views)}`).sort()).toEqual([
      '/today 1',
      '/tomorrow 1',
      '/yesterday 1',
    ]);
    expect(await analytics(`/clicks?${range}&group=day`)).toEqual(perDay([0, 0, 1, 0, 1, 0, 0], 'clicks'));
    // Nor anything of the site on any other day in Postgres.
    const inWindow = [date(-1), date(0), date(1)].map((d) => new Date(d));
    expect(await stack.db.pageViewDaily.count({ where: { site, day: { notIn: inWindow } } })).toBe(0);
    expect(await stack.db.productClickDaily.count({ where: { site, day: { notIn: inWindow } } })).toBe(0);

    const after = await dropped();
    expect({ metric: after.metric - before.metric, ingestion: after.ingestion - before.ingestion }).toEqual({ metric: 2, ingestion: 2 });
  }

  it('answers events dated 3 days back with state 1, counts them as dropped, and folds only the ones in the window', async () => {
    await sendAndRead('zw', -3);
  });

  it('answers events dated 3 days ahead with state 1, counts them as dropped, and folds only the ones in the window', async () => {
    await sendAndRead('zx', 3);
  });
});
