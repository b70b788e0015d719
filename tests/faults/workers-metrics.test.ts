import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { portAnswers } from '../../scripts/services';
import { startSmtpSink } from '../support/smtp-sink';
import { onCleanup } from './support/cleanup';
import { createFaultDatabase } from './support/database';
import { startWorkersProcess } from './support/processes';
import { startRedisServer } from './support/redis-server';

// The workers' /metrics tells who has an account (mail_sent_total{kind="passwordReset"} rises only
// for a known address) and has no credentials: by default it must answer on this machine only.
describe("the workers' metrics server", () => {
  it("answers on 127.0.0.1 and not on the machine's other addresses unless WORKERS_METRICS_HOST says so", async () => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    expect(outside, 'this machine has an address other than loopback').toBeDefined();
    const [database, redis, smtp] = await Promise.all([createFaultDatabase(), startRedisServer(), startSmtpSink()]);
    onCleanup(() => smtp.close());
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, SMTP_URL: smtp.url, QUEUE_PREFIX: 'fault', WORKERS_METRICS_PORT: '0' };
    const workers = await startWorkersProcess(env);
    const port = Number(/"metricsPort":(\d+)/.exec(workers.output())![1]);

    const local = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('mail_sent_total');
    expect(await portAnswers(outside!, port), `${outside}:${port} answers`).toBe(false);
    await workers.stop();

    // An operator who scrapes from another machine says so.
    const open = await startWorkersProcess({ ...env, WORKERS_METRICS_HOST: '0.0.0.0' }, 'workers-open');
    const openPort = Number(/"metricsPort":(\d+)/.exec(open.output())![1]);
    expect(await portAnswers(outside!, openPort), `${outside}:${openPort} answers`).toBe(true);
  });
});
