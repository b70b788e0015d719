import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/**
 * A real SMTP server that keeps every message it accepts, parsed with mailparser. For fault
 * tests it can answer slowly (`delayMs`: each transaction waits that long before the server takes
 * the sender, like a busy mail server), refuse every mail for a while with a transient reply (a
 * 451 after the data, like a relay whose queue is full), and be stopped and started again on the
 * same port.
 */
export interface SmtpSink {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** When each message of `messages` was accepted (Date.now(), same order). */
  arrivals: number[];
  /** When each connection was opened (Date.now()): a client's sends and its connection checks. */
  connections: number[];
  /** Transactions now held in the slow phase (nothing of them is accepted yet). */
  readonly held: number;
  /** Transactions past MAIL FROM whose data is not accepted yet (no longer just held). */
  readonly receiving: number;
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Waits until `count` messages have been accepted. */
  waitForCount(count: number, timeoutMs?: number): Promise<void>;
  /** Holds every new transaction before it is accepted, until resume(): mails in flight, none accepted. */
  pause(): void;
  resume(): void;
  /**
   * Answers every mail whose data ends from now on with `code` (a 4xx: try again later) instead of
   * accepting it; the message is read and dropped. accept() ends it.
   */
  refuse(code?: number): void;
  accept(): void;
  /** Stops listening: connections are refused until start(); messages are kept. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(options: { delayMs?: number; port?: number } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const arrivals: number[] = [];
  const connections: number[] = [];
  let refusal: number | undefined;
  let held = 0;
  let receiving = 0;
  const delayMs = options.delayMs ?? 0;
  let paused: { promise: Promise<void>; release: () => void } | undefined;

  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A stopped sink drops its connections at once, like a crashed server.
      closeTimeout: 100,
      onConnect(_session, callback) {
        connections.push(Date.now());
        callback();
      },
      onMailFrom(_address, _session, callback) {
        // From here until its data is accepted, a transaction counts as receiving: a client killed
        // in between (after RCPT, before DATA ends) must not look like a quiet moment.
        if (delayMs === 0 && !paused) {
          receiving++;
          return callback();
        }
        held++;
        // The pause is looked at when the slow phase ends, not when the transaction began: a
        // transaction that started before pause() must be held too, or it could become receiving
        // (and be accepted) after a test read "nothing receiving" and before it killed the client.
        const passGate = async () => {
          while (paused) await paused.promise;
        };
        setTimeout(() => {
          void passGate().then(() => {
            held--;
            receiving++;
            callback();
          });
        }, delayMs);
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            // Looked at when the data has ended, as a real server decides: a mail whose data ends
            // after accept() is accepted.
            if (refusal !== undefined) return callback(Object.assign(new Error('Temporary failure, try again later'), { responseCode: refusal }));
            messages.push(mail);
            arrivals.push(Date.now());
            callback();
          })
          .catch(callback)
          .finally(() => receiving--);
      },
    });

  // A client killed mid-transaction resets its socket: expected here, not an error of the test.
  const create = () => {
    const created = createServer();
    created.on('error', () => undefined);
    return created;
  };
  let server = create();
  let port = options.port ?? 0;
  const listen = async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    port = (server.server.address() as AddressInfo).port;
  };
  let listening = false;
  await listen();
  listening = true;

  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    arrivals,
    connections,
    get held() {
      return held;
    },
    get receiving() {
      return receiving;
    },
    async waitFor(match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no matching mail within ${timeoutMs} ms; received: ${messages.map((m) => `${m.subject} -> ${addresses(m)}`).join(', ') || 'none'}`);
    },
    async waitForCount(count, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`${messages.length} of ${count} mails within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    pause() {
      if (paused) return;
      let release = () => undefined as void;
      const promise = new Promise<void>((resolve) => (release = resolve));
      paused = { promise, release };
    },
    resume() {
      paused?.release();
      paused = undefined;
    },
    refuse(code = 451) {
      refusal = code;
    },
    accept() {
      refusal = undefined;
    },
    async stop() {
      if (!listening) return;
      listening = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      if (listening) return;
      server = create();
      await listen();
      listening = true;
    },
    close: () => sink.stop(),
  };
  return sink;
}

export function addresses(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => v.address ?? '')).join(',');
}

export function sentTo(address: string) {
  return (mail: ParsedMail) => addresses(mail).toLowerCase().split(',').includes(address.toLowerCase());
}

/** The mail's idempotency key, as the mail worker writes it in a header. */
export function mailKey(mail: ParsedMail): string {
  const value = mail.headers.get('x-voltline-mail-key');
  return typeof value === 'string' ? value : String(value ?? '');
}

/** How many keys arrived more than once, and the total of extra copies. */
export function duplicates(messages: ParsedMail[]): { keys: number; copies: number } {
  const counts = new Map<string, number>();
  for (const m of messages) counts.set(mailKey(m), (counts.get(mailKey(m)) ?? 0) + 1);
  const extra = [...counts.values()].filter((n) => n > 1);
  return { keys: extra.length, copies: extra.reduce((sum, n) => sum + n - 1, 0) };
}
