import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findSmtp, freePort, portAnswers } from '../../scripts/services';

/**
 * `npm start` / `npm run dev` start maildev when no SMTP_URL is given (scripts/services.ts). Its
 * ports can be chosen (MAILDEV_SMTP_PORT, MAILDEV_WEB_PORT); unset, the first free ones from 1025
 * and 1080.
 */
describe('the development mail catcher', () => {
  it('listens on the ports it was given and says where the mail is read', async () => {
    const smtpPort = await freePort();
    const webPort = await freePort();
    const catcher = await findSmtp({ MAILDEV_SMTP_PORT: String(smtpPort), MAILDEV_WEB_PORT: String(webPort) });
    try {
      expect(catcher.url).toBe(`smtp://127.0.0.1:${smtpPort}`);
      expect(catcher.inboxUrl).toBe(`http://localhost:${webPort}`);
      await expect.poll(() => portAnswers('127.0.0.1', smtpPort), { timeout: 15_000 }).toBe(true);
      const inbox = await fetch(`http://127.0.0.1:${webPort}/`);
      expect(inbox.status).toBe(200);
      expect(await inbox.text()).toContain('MailDev');
    } finally {
      await catcher.stop();
    }
  });

  it('stops with the name of the setting when the port given is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      await expect(findSmtp({ MAILDEV_SMTP_PORT: String(port) })).rejects.toThrow(`MAILDEV_SMTP_PORT=${port}: something already listens there`);
      await expect(findSmtp({ MAILDEV_WEB_PORT: 'abc' })).rejects.toThrow('MAILDEV_WEB_PORT=abc is not a port');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
