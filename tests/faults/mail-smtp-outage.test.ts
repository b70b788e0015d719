import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inParallel, startFaultSystem, waitUntil, type FaultSystem } from './support/system';
import { MAIL_KINDS, faultEmail, serverErrors, submitOnce } from './support/submissions';
import { countTo, openMailQueue, report, settleMail } from './support/mail-figures';

const newsletter = MAIL_KINDS.find((k) => k.kind === 'newsletter')!;
const root = resolve(import.meta.dirname, '../..');

/**
 * Simulated time: the mail retry schedule shrunk 100 times through the workers' configuration
 * (the same code path as production): 1 s steps become 10 ms, the 1 h cap 36 s, the 24 h
 * lifetime 14.4 minutes. 10 simulated minutes of SMTP outage are 6 real seconds.
 */
const SCALE = 100;
const retryEnv = (lifetimeMs: number) => ({
  MAIL_RETRY_BASE_MS: String(1_000 / SCALE),
  MAIL_RETRY_MAX_MS: String(3_600_000 / SCALE),
  MAIL_RETRY_LIFETIME_MS: String(lifetimeMs),
});

async function subscribe(system: FaultSystem, count: number) {
  const emails = Array.from({ length: count }, () => faultEmail('outage'));
  const answers = await inParallel(count, 6, (i) => submitOnce(newsletter, system.baseUrl, emails[i]!));
  // SMTP being down is no reason for the api to fail: the mail waits in the outbox.
  expect(serverErrors(answers), 'answers with a 5xx').toEqual([]);
  expect(
    answers.filter((a) => a.body.state !== 1).map((a) => a.body),
    system.apis[0]!.output().slice(-3000),
  ).toEqual([]);
  return emails;
}

describe('SMTP outage', () => {
  it('delivers every mail once SMTP is back after 10 minutes (simulated) of outage', async () => {
    const system = await startFaultSystem({ workersEnv: retryEnv((24 * 3_600_000) / SCALE) });
    const queue = openMailQueue(system);
    await system.smtp.stop();
    const emails = await subscribe(system, 30);

    await new Promise((r) => setTimeout(r, (10 * 60_000) / SCALE)); // the outage itself, not a wait for a result
    const failedAttempts = await Promise.all((await queue.getJobs(['delayed', 'wait', 'active'])).map((j) => j.attemptsMade));
    expect(failedAttempts).toHaveLength(30);
    expect(Math.min(...failedAttempts)).toBeGreaterThanOrEqual(5);
    await system.smtp.start();

    const figures = await settleMail(system, 30);
    for (const email of emails) expect(countTo(system.smtp, email), email).toBe(1);
    expect(figures).toEqual({ expected: 30, arrived: 30, duplicated: 0 });
    expect(await system.db.outboxEvent.count({ where: { failedAt: { not: null } } })).toBe(0);
    report('SMTP down 10 min (simulated)', {
      'mails expected': 30,
      'attempts per mail during the outage (min-max)': `${Math.min(...failedAttempts)}-${Math.max(...failedAttempts)}`,
      arrived: figures.arrived,
      duplicated: figures.duplicated,
    });
  });

  it('marks mail failed after its lifetime, shows it to operators, and sends it with one command', async () => {
    const ops = { OPS_USER: 'ops', OPS_PASSWORD: 'ops-password-1' };
    // A 3 s lifetime: the mails fail for good while SMTP is still down.
    const system = await startFaultSystem({ workersEnv: { ...retryEnv(3_000), ...ops } });
    const queue = openMailQueue(system);
    await system.smtp.stop();
    const emails = await subscribe(system, 3);

    const failed = await waitUntil(
      'three failed outbox rows',
      () => system.db.outboxEvent.findMany({ where: { failedAt: { not: null } } }),
      (rows) => rows.length === 3,
      60_000,
    );
    expect(failed.map((r) => r.lastError)).toEqual(Array(3).fill(expect.stringMatching(/ECONNREFUSED/)));
    expect(await queue.getJobCounts('failed')).toEqual({ failed: 3 });

    // The operator's view: /metrics (basic auth) of an api started with the ops credentials.
    const { startApiProcess } = await import('./support/processes');
    const opsApi = await startApiProcess({ ...system.env, ...ops }, 'ops-api');
    const metrics = await fetch(`${opsApi.baseUrl}/metrics`, { headers: { authorization: `Basic ${Buffer.from('ops:ops-password-1').toString('base64')}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^outbox_failed_rows\{queue="mail"\} 3$/m);

    await system.smtp.start();
    const command = await runCommand(['run', '-s', 'mail:retry-failed', '--', '--all'], system.env);
    expect(command.code, command.output).toBe(0);
    expect(command.output).toContain('3 failed mail(s) sent again');

    const figures = await settleMail(system, 3);
    for (const email of emails) expect(countTo(system.smtp, email), email).toBe(1);
    expect(figures.duplicated).toBe(0);
    expect(await system.db.outboxEvent.count({ where: { failedAt: { not: null } } })).toBe(0);
    report('mail failed for good, then mail:retry-failed', { failed: failed.length, 'sent again': figures.arrived, duplicated: figures.duplicated });
  });
});

function runCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn('npm', args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => done({ code, output }));
  });
}
