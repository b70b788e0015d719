import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/services';
import { meansSmtpDown } from './smtp-watch';

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

describe('meansSmtpDown: what a failed send says of the SMTP server', () => {
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    // A server that answers, and refuses every recipient (550).
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('no such user'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('down: nothing listens on the port', async () => {
    const error = await sendError(`smtp://127.0.0.1:${await freePort()}`);
    expect(error).toBeInstanceOf(Error);
    expect(meansSmtpDown(error)).toBe(true);
  });

  it('up: the server answered, with a refusal', async () => {
    const error = await sendError(`smtp://127.0.0.1:${port}`);
    expect(error).toMatchObject({ responseCode: 550 });
    expect(meansSmtpDown(error)).toBe(false);
  });
});
