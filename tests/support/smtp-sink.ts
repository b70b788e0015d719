import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** A real SMTP server that keeps every message it receives, parsed with mailparser. */
export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no matching mail within ${timeoutMs} ms; received: ${messages.map((m) => `${m.subject} -> ${addresses(m)}`).join(', ') || 'none'}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function addresses(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => v.address ?? '')).join(',');
}

export function sentTo(address: string) {
  return (mail: ParsedMail) => addresses(mail).toLowerCase().split(',').includes(address.toLowerCase());
}
