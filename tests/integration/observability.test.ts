import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, startStack, uniqueEmail, type Stack } from '../support/stack';
import { sentTo } from '../support/smtp-sink';
import { PROMETHEUS_OWN, expressionsInOps, exportedNames, metricNamesIn } from '../support/metric-names';
import { mailJobs } from '@voltline/contracts/jobs';
import { LANGUAGES } from '@voltline/locales/languages';

const OPS = { OPS_USER: 'ops', OPS_PASSWORD: 'ops-password-1' };
const opsAuth = { authorization: `Basic ${Buffer.from(`${OPS.OPS_USER}:${OPS.OPS_PASSWORD}`).toString('base64')}` };

/** The workers' log lines as pino writes them (JSON), kept for the test to read. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info', base: { service: 'workers' } }, stream) };
}

describe('operators: metrics, health and request ids', () => {
  let stack: Stack;
  const log = capturedLogger();
  beforeAll(async () => {
    stack = await startStack({ env: OPS, workersLogger: log.logger });
  });
  afterAll(async () => {
    await stack?.close();
  });

  const workersUrl = () => `http://127.0.0.1:${stack.workers!.metricsPort}`;

  it('every metric a dashboard or an alert rule reads is exported by the api or the workers', async () => {
    const [api, workers] = await Promise.all([fetch(`${stack.baseUrl}/metrics`, { headers: opsAuth }), fetch(`${workersUrl()}/metrics`)]);
    expect([api.status, workers.status]).toEqual([200, 200]);
    const exported = new Set([...exportedNames(await api.text()), ...exportedNames(await workers.text())]);

    const expressions = expressionsInOps();
    expect(expressions.length).toBeGreaterThan(20);
    // Each expression reads at least one metric, so the check below looks at every one of them.
    expect(expressions.filter(({ expr }) => metricNamesIn(expr).length === 0)).toEqual([]);
    const missing = expressions.flatMap(({ where, expr }) =>
      metricNamesIn(expr)
        .filter((name) => !exported.has(name) && !PROMETHEUS_OWN.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  /**
   * prom-client exports a labelled counter only after its first increment, and Prometheus's
   * increase() reads a new series as starting there: the first failed mail of a kind and language
   * would never fire MailFailing, and the 5xx ratio and dropped-events panels would show "no data"
   * on a healthy system. Every known label set is exported at 0 from the start.
   */
  it('exports every known label set at 0 before anything happened (mail kinds x languages, drop reasons, 5xx per route)', async () => {
    const [api, workers] = await Promise.all([
      fetch(`${stack.baseUrl}/metrics`, { headers: opsAuth }).then((r) => r.text()),
      fetch(`${workersUrl()}/metrics`).then((r) => r.text()),
    ]);
    const kinds = Object.keys(mailJobs);
    expect(kinds.length).toBeGreaterThan(5);
    const missing: string[] = [];
    for (const kind of kinds)
      for (const lang of LANGUAGES) {
        const series = `mail_failed_total{kind="${kind}",lang="${lang}"} 0`;
        if (!workers.split('\n').includes(series)) missing.push(series);
        if (!workers.includes(`mail_retried_total{kind="${kind}",lang="${lang}"} `)) missing.push(`mail_retried_total ${kind} ${lang}`);
      }
    for (const reason of ['bot', 'invalid', 'unavailable', 'local_time_out_of_window'])
      if (!api.includes(`statistics_events_dropped_total{reason="${reason}"} `)) missing.push(`statistics_events_dropped_total ${reason}`);
    for (const [method, route] of [
      ['POST', '/api/front/customer/subscription'],
      ['GET', '/api/analytics/session'],
    ])
      if (!api.split('\n').some((l) => l.startsWith(`http_request_duration_seconds_count{method="${method}",route="${route}",status="500"} `)))
        missing.push(`http_request_duration_seconds_count ${method} ${route} 500`);
    expect(missing).toEqual([]);
  });

  it("the workers' /health/ready answers ready with Redis and Postgres up, and /health/live answers", async () => {
    const [ready, live] = await Promise.all([fetch(`${workersUrl()}/health/ready`), fetch(`${workersUrl()}/health/live`)]);
    expect({ status: ready.status, body: await ready.json() }).toEqual({ status: 200, body: { status: 'ready' } });
    expect(live.status).toBe(200);
  });

  it("follows one request id from the answer's header to the workers' log line of the mail it caused", async () => {
    const email = uniqueEmail('reqid');
    const answer = await postForm(stack.baseUrl, '/api/front/customer/subscription', { email, agreement: '1', site: 'fr' });
    expect(answer.body).toMatchObject({ state: 1, status: 200 });
    const reqId = answer.headers.get('x-request-id');
    expect(reqId).toMatch(/^[\w.-]{8,64}$/);

    await stack.smtp.waitFor(sentTo(email));
    const row = await stack.db.outboxEvent.findFirstOrThrow({ where: { requestId: reqId }, select: { id: true, name: true } });
    expect(row.name).toBe('newsletterConfirm');
    await expect
      .poll(() => log.lines.find((line) => line.msg === 'mail sent' && line.reqId === reqId))
      .toMatchObject({ jobId: row.id, queue: 'mail', template: 'newsletterConfirm' });
    // Every line about that job carries the request id.
    expect(log.lines.filter((line) => line.jobId === row.id && line.reqId !== reqId)).toEqual([]);
  });

  it("counts the mail on the workers' /metrics by kind and language", async () => {
    const email = uniqueEmail('counted');
    const before = await mailSent(workersUrl(), 'newsletterConfirm', 'it');
    const answer = await postForm(stack.baseUrl, '/api/front/customer/subscription', { email, agreement: '1', site: 'it' });
    expect(answer.body).toMatchObject({ state: 1 });
    await stack.smtp.waitFor(sentTo(email));
    await expect.poll(() => mailSent(workersUrl(), 'newsletterConfirm', 'it')).toBe(before + 1);
  });
});

async function mailSent(baseUrl: string, kind: string, lang: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`mail_sent_total{kind="${kind}",lang="${lang}"} `));
  return line ? Number(line.split(' ')[1]) : 0;
}
