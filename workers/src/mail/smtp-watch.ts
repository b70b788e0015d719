import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Gauge } from 'prom-client';
import { runEvery } from '../schedules';

/**
 * Whether the SMTP server answers, as operators see it (`mail_smtp_up`, docs/operations.md): a
 * connection check (`transporter.verify()`: connect, greet, authenticate) every SMTP_CHECK_MS, and
 * the outcome of every send in between. When SMTP answers again after it did not, `onBack` runs
 * (mail/resume.ts sends the waiting mail at once instead of at its next backoff step, which can be
 * an hour away).
 *
 * SMTP down does not make the workers unready: restarting them cannot bring a mail server back, and
 * mail waits safely in its retries. It is an alert (SmtpDown), not a restart reason.
 */
export interface SmtpWatch {
  /** Tells the watch what a send showed: true when the server took a mail, false when it could not be reached. */
  report(up: boolean): void;
  /** Runs one check now (the timer runs it every SMTP_CHECK_MS). */
  check(): Promise<boolean>;
  stop(): Promise<void>;
}

/** Error codes of nodemailer (and Node's sockets) that mean the server was not reached or did not talk. */
const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);

/**
 * True when a send's error says SMTP is unreachable. A refusal with an SMTP reply (a 5xx for one
 * recipient, a 4xx greylisting) comes from a server that answers: SMTP is up.
 */
export function meansSmtpDown(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return responseCode === undefined && typeof code === 'string' && UNREACHABLE.has(code);
}

export function watchSmtp(options: { transport: Transporter; everyMs: number; gauge: Gauge; logger: Logger; onBack: () => Promise<unknown> }): SmtpWatch {
  const { transport, gauge, logger } = options;
  let state: 'unknown' | 'up' | 'down' = 'unknown';

  const report = (up: boolean) => {
    const was = state;
    state = up ? 'up' : 'down';
    gauge.set(up ? 1 : 0);
    if (was === state) return;
    if (!up) logger.warn('SMTP does not answer; mail waits in its retries');
    else if (was === 'down') {
      logger.info('SMTP answers again; mail waiting for a retry is sent now');
      options.onBack().catch((error: unknown) => logger.warn({ err: error }, 'could not send the waiting mail at once; it goes at its next retry'));
    }
  };

  const check = async () => {
    // verify() can wait minutes for a server that takes the connection and says nothing: the
    // check gives up after its own interval (at least 5 s) and counts that as down.
    const limit = Math.max(5_000, options.everyMs);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), limit);
    });
    const up = await Promise.race([
      transport.verify().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
    clearTimeout(timer);
    report(up);
    return up;
  };

  void check();
  const stopTimer = runEvery(options.everyMs, check, (error) => logger.warn({ err: error }, 'SMTP check failed'));
  return { report, check, stop: stopTimer };
}
