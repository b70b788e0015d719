import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Gauge } from 'prom-client';

/**
 * Whether the SMTP server takes mail, as operators see it (`mail_smtp_up`, `mail_smtp_refusing`,
 * docs/operations.md), from two sources: the outcome of every send, and a check of its own.
 *
 * - up: the last send was accepted, or the check connected (`transporter.verify()`: connect,
 *   greet, authenticate). Checked every `everyMs` (SMTP_CHECK_MS).
 * - down: the server could not be reached. Checked with verify() every `recheckMs`.
 * - refusing: the server answers but refused a whole mail with a transient reply (a 4xx to MAIL
 *   FROM, to every recipient, to DATA or after the data: a full queue, a rate limit). verify()
 *   cannot tell such a server from one that takes mail, so every `recheckMs` the check tries one
 *   real mail instead (`probe`, mail/resume.ts), whose send reports the outcome.
 *
 * When SMTP takes mail again after it was down or refusing, `onBack` runs (mail/resume.ts sends the
 * waiting mail at once instead of at its next backoff step, which can be an hour away): held mail
 * goes out about `recheckMs` after SMTP is back, not at its next retry or the next slow check.
 *
 * SMTP down does not make the workers unready: restarting them cannot bring a mail server back, and
 * mail waits safely in its retries. It is an alert (SmtpDown), not a restart reason.
 */
export type SmtpState = 'unknown' | 'up' | 'down' | 'refusing';

/** What one send showed of the server. */
export type SmtpOutcome = Exclude<SmtpState, 'unknown'>;

export interface SmtpWatch {
  /** Tells the watch what a send showed: up when the server took a mail (see smtpOutcomeOf for failures). */
  report(outcome: SmtpOutcome): void;
  /** Runs one check now (the watch's own timer runs them every SMTP_CHECK_MS, or SMTP_RECHECK_MS while SMTP is down or refusing). */
  check(): Promise<SmtpState>;
  readonly state: SmtpState;
  stop(): Promise<void>;
}

/** Error codes of nodemailer (and Node's sockets) that mean the server was not reached or did not talk. */
const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);

/**
 * What a failed send says of the server, or undefined when it says nothing (the mail could not be
 * built, an attachment could not be read). nodemailer throws only when the whole mail was refused
 * (a mail with some recipients accepted is sent, and names the others in `rejected`), so:
 * - no SMTP reply and a connection-level code: down;
 * - a 4xx reply (to MAIL FROM, to every recipient, to DATA or after the data, or a 421 greeting):
 *   the server does not take mail now: refusing;
 * - a 5xx reply: the server works and refused this mail for good (an unknown recipient): up.
 */
export function smtpOutcomeOf(error: unknown): SmtpOutcome | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500 ? 'refusing' : 'up';
  return typeof code === 'string' && UNREACHABLE.has(code) ? 'down' : undefined;
}

export interface SmtpWatchOptions {
  transport: Transporter;
  /** SMTP_CHECK_MS: between checks while SMTP takes mail. */
  everyMs: number;
  /** SMTP_RECHECK_MS: between checks while it is down or refusing. */
  recheckMs: number;
  /** mail_smtp_up: 1 only while SMTP takes mail. */
  gauge: Gauge;
  /** mail_smtp_refusing: 1 while it answers and refuses mail. */
  refusingGauge: Gauge;
  logger: Logger;
  /** Sends the mail waiting for a retry now. */
  onBack: () => Promise<unknown>;
  /**
   * Starts one real send of waiting mail, whose outcome comes back through report(); false when no
   * mail waits for a retry (then the check falls back to verify()).
   */
  probe: () => Promise<boolean>;
}

export function watchSmtp(options: SmtpWatchOptions): SmtpWatch {
  const { transport, gauge, refusingGauge, logger } = options;
  let state: SmtpState = 'unknown';
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  /** Sends reported so far: one that reports during a check is newer news than the check. */
  let reports = 0;

  const troubled = () => state === 'down' || state === 'refusing';
  const interval = () => (troubled() ? options.recheckMs : options.everyMs);

  const set = (next: SmtpOutcome) => {
    const was = state;
    state = next;
    gauge.set(next === 'up' ? 1 : 0);
    refusingGauge.set(next === 'refusing' ? 1 : 0);
    if (was === next) return;
    if (next === 'down') logger.warn('SMTP does not answer; mail waits in its retries');
    else if (next === 'refusing') logger.warn('SMTP answers but refuses mail for now (4xx); mail waits in its retries');
    else if (was === 'down' || was === 'refusing') {
      logger.info('SMTP takes mail again; mail waiting for a retry is sent now');
      options.onBack().catch((error: unknown) => logger.warn({ err: error }, 'could not send the waiting mail at once; it goes at its next retry'));
    }
    // Entering trouble: the next check comes after the short interval, not at the end of the long
    // one already running (a check under way schedules the next itself when it ends).
    const wasTroubled = was === 'down' || was === 'refusing';
    if (troubled() && !wasTroubled && !running) schedule();
  };

  const verify = async (): Promise<boolean> => {
    // verify() can wait minutes for a server that takes the connection and says nothing: the
    // check gives up after its own interval (at least 5 s) and counts that as down.
    let limit: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      limit = setTimeout(() => resolve(false), Math.max(5_000, interval()));
    });
    const up = await Promise.race([
      transport.verify().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
    clearTimeout(limit);
    return up;
  };

  const check = async (): Promise<SmtpState> => {
    // A real mail is the one test of a server that refuses mail; its send reports the outcome.
    if (state === 'refusing' && (await options.probe())) return state;
    const seen = reports;
    const up = await verify();
    if (reports === seen) set(up ? 'up' : 'down');
    return state;
  };

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(tick, interval());
  }
  function tick() {
    if (running) return;
    running = check()
      .catch((error: unknown) => logger.warn({ err: error }, 'SMTP check failed'))
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  tick();
  return {
    report(outcome) {
      reports++;
      set(outcome);
    },
    check,
    get state() {
      return state;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
