import { describe, expect, it } from 'vitest';
import { postForm } from '../support/stack';
import { inParallel, startFaultSystem, waitUntil } from './support/system';
import { MAIL_KINDS, expectClearAnswer, faultEmail, nextIp } from './support/submissions';
import { countTo, report, settleMail } from './support/mail-figures';
import { statisticsPath } from '@voltline/contracts';

const newsletter = MAIL_KINDS.find((k) => k.kind === 'newsletter')!;
const TOKEN = 'analyst-token-0123456789';
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36' };

// Two api processes and two workers processes share one Redis and one database, as a scaled
// deployment does: statistics and mail arrive through both apis and are worked off by both workers.
describe('two api and two workers processes', () => {
  it('counts 2,000 statistics events and sends 300 mails exactly, handing no outbox row over twice', async () => {
    const system = await startFaultSystem({ apis: 2, workers: 2, env: { ANALYTICS_TOKEN: TOKEN } });
    const day = new Date().toISOString().slice(0, 10);
    const apiOf = (i: number) => system.apis[i % 2]!.baseUrl;

    const emails = Array.from({ length: 300 }, () => faultEmail('pair'));
    const [events, subscriptions] = await Promise.all([
      inParallel(2_000, 12, (i) =>
        postForm(
          apiOf(i),
          statisticsPath('daily_views_ip'),
          { local_time: `${day} 12:00:00`, site_id: '1', site: 'us', uri: `/fault/${i % 20}` },
          { ...BROWSER, 'x-forwarded-for': nextIp() },
        ),
      ),
      inParallel(emails.length, 4, (i) => newsletter.submit(apiOf(i), emails[i]!, nextIp())),
    ]);
    for (const answer of events) expectClearAnswer(answer);
    const acceptedEvents = events.filter((a) => a.body.state === 1).length;
    expect(acceptedEvents).toBe(2_000);
    expect(subscriptions.filter((a) => a.body.state === 1)).toHaveLength(300);

    const views = async () => {
      const response = await fetch(`${system.baseUrl}/api/analytics/views?from=${day}&to=${day}&group=day`, { headers: { authorization: `Bearer ${TOKEN}` } });
      const body = (await response.json()) as { rows: { views: number }[] };
      return body.rows.reduce((sum, r) => sum + r.views, 0);
    };
    const counted = await waitUntil('every accepted event counted', views, (n) => n >= acceptedEvents, 120_000);

    const figures = await settleMail(system, 300);
    for (const email of emails) expect(countTo(system.smtp, email), email).toBe(1);
    expect(figures).toEqual({ expected: 300, arrived: 300, duplicated: 0 });
    // attempts counts hand-overs: with Redis up, each row is handed over once, by one process.
    const handovers = await system.db.outboxEvent.groupBy({ by: ['attempts'], where: { queue: 'mail' }, _count: true });
    expect(handovers).toEqual([{ attempts: 1, _count: 300 }]);
    expect(await views()).toBe(acceptedEvents);
    expect(counted).toBe(acceptedEvents);

    report('two api + two workers processes', {
      'events sent': events.length,
      'events accepted': acceptedEvents,
      'events counted': counted,
      'mails expected': figures.expected,
      arrived: figures.arrived,
      duplicated: figures.duplicated,
      'outbox rows handed over more than once': 0,
    });
  });
});
