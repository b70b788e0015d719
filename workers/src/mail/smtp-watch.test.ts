import type { AddressInfo } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import pino from 'pino';
import { Gauge, Registry } from 'prom-client';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../scripts/services';
import { smtpOutcomeOf, watchSmtp, type SmtpWatch } from './smtp-watch';

const mail = { from: 'a@voltline.example', to: 'b@example.com', subject: 's', text: 't' };

/** What nodemailer throws, from real sockets: the error a send's outcome is judged by. */
async function sendError(url: string): Promise<unknown> {
  const transport = nodemailer.createTransport(url);
  try {
    await transport.sendMail(mail);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    transport.close();
  }
}

const reply = (code: number) => Object.assign(new Error(code >= 500 ? 'no such user' : 'try again later'), { responseCode: code });

/** Servers that answer, each refusing every mail at one step of the conversation. */
const REFUSALS: Record<string, Partial<SMTPServerOptions>> = {
  '550 to the recipient': { onRcptTo: (_a, _s, callback) => callback(reply(550)) },
  '451 to MAIL FROM': { onMailFrom: (_a, _s, callback) => callback(reply(451)) },
  '450 to the recipient': { onRcptTo: (_a, _s, callback) => callback(reply(450)) },
  '452 after the data': {
    onData: (stream, _s, callback) => {
      stream.on('end', () => callback(reply(452)));
      stream.resume();
    },
  },
};

describe('smtpOutcomeOf: what a failed send says of the SMTP server', () => {
  const urls: Record<string, string> = {};
  const servers: SMTPServer[] = [];
  beforeAll(async () => {
    for (const [name, handlers] of Object.entries(REFUSALS)) {
      const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, ...handlers });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      urls[name] = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  });

  it('down: nothing listens on the port', async () => {
    const error = await sendError(`smtp://127.0.0.1:${await freePort()}`);
    expect(error).toBeInstanceOf(Error);
    expect(smtpOutcomeOf(error)).toBe('down');
  });

  it('up: the server answered, and refused this one recipient for good', async () => {
    const error = await sendError(urls['550 to the recipient']!);
    expect(error).toMatchObject({ responseCode: 550 });
    expect(smtpOutcomeOf(error)).toBe('up');
  });

  it.each(['451 to MAIL FROM', '450 to the recipient', '452 after the data'])('refusing: %s', async (name) => {
    const error = await sendError(urls[name]!);
    expect(error).toMatchObject({ responseCode: Number(name.slice(0, 3)) });
    expect(smtpOutcomeOf(error)).toBe('refusing');
  });

  it('nothing: a failure before SMTP (the mail could not be built)', () => {
    expect(smtpOutcomeOf(new Error('attachment missing'))).toBeUndefined();
  });
});

describe('watchSmtp: checks and the resume of held mail', () => {
  const registry = new Registry();
  const up = new Gauge({ name: 'up_test', help: 'h', registers: [registry] });
  const refusing = new Gauge({ name: 'refusing_test', help: 'h', registers: [registry] });
  let watch: SmtpWatch | undefined;
  afterEach(async () => {
    await watch?.stop();
    vi.useRealTimers();
  });

  function start(verify: () => Promise<unknown>, probe: () => Promise<boolean> = async () => false) {
    const calls = { verify: 0, probe: 0, back: 0 };
    watch = watchSmtp({
      transport: {
        verify: () => {
          calls.verify++;
          return verify();
        },
      } as unknown as Transporter,
      everyMs: 30_000,
      recheckMs: 2_000,
      gauge: up,
      refusingGauge: refusing,
      logger: pino({ level: 'silent' }),
      onBack: async () => calls.back++,
      probe: async () => {
        calls.probe++;
        return probe();
      },
    });
    return calls;
  }
  const gauges = async () => ({ up: (await up.get()).values[0]?.value, refusing: (await refusing.get()).values[0]?.value });

  it('a refusing server is checked with a real mail every 2 s, and held mail goes once one is taken', async () => {
    vi.useFakeTimers();
    const calls = start(
      async () => true,
      async () => true,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(watch!.state).toBe('up');

    watch!.report('refusing');
    expect(await gauges()).toEqual({ up: 0, refusing: 1 });
    await vi.advanceTimersByTimeAsync(6_000);
    // verify() would pass: only the tries of a real mail tell.
    expect(calls).toEqual({ verify: 1, probe: 3, back: 0 });

    watch!.report('up');
    expect(calls.back).toBe(1);
    expect(await gauges()).toEqual({ up: 1, refusing: 0 });
    // Back to the slow check.
    const probes = calls.probe;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.probe).toBe(probes);
  });

  it('a refusing server with no mail to try is checked by connecting', async () => {
    vi.useFakeTimers();
    const calls = start(async () => true);
    await vi.advanceTimersByTimeAsync(0);
    watch!.report('refusing');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls.probe).toBe(1);
    expect(watch!.state).toBe('up');
  });

  it('a server that does not answer is checked every 2 s, and held mail goes when it answers', async () => {
    vi.useFakeTimers();
    let reachable = true;
    const calls = start(async () => {
      if (!reachable) throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    });
    await vi.advanceTimersByTimeAsync(0);
    reachable = false;
    watch!.report('down');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(calls).toEqual({ verify: 3, probe: 0, back: 0 });
    expect(await gauges()).toEqual({ up: 0, refusing: 0 });

    reachable = true;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls.back).toBe(1);
    expect(watch!.state).toBe('up');
  });

  it('a 5xx for one recipient leaves SMTP up: no resume, no quick checks', async () => {
    vi.useFakeTimers();
    const calls = start(async () => true);
    await vi.advanceTimersByTimeAsync(0);
    watch!.report(smtpOutcomeOf(reply(550))!);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual({ verify: 1, probe: 0, back: 0 });
  });
});
