import { describe, expect, it } from 'vitest';
import { inParallel, startFaultSystem, waitUntil } from './support/system';
import { MAIL_KINDS, faultEmail, serverErrors, submitOnce } from './support/submissions';
import { countTo, report, settleMail } from './support/mail-figures';

const newsletter = MAIL_KINDS.find((k) => k.kind === 'newsletter')!;

// The workers process is killed (SIGKILL: no clean-up) while SMTP answers slowly and several mails
// are in flight, then started again: the stalled jobs run again and the claims of the killed run
// expire, so every mail goes out, and none twice.
describe('workers killed in the middle of sending mail', () => {
  it('sends all 200 mails, none twice, after a SIGKILL and a restart', async () => {
    // A 5 s job lock: the killed process's jobs are found stalled within seconds, not a minute.
    const system = await startFaultSystem({ smtpDelayMs: 300, workersEnv: { MAIL_LOCK_MS: '5000' } });
    const emails = Array.from({ length: 200 }, () => faultEmail('killed'));
    const answers = await inParallel(emails.length, 8, (i) => submitOnce(newsletter, system.baseUrl, emails[i]!));
    expect(serverErrors(answers), 'answers with a 5xx').toEqual([]);
    expect(answers.filter((a) => a.body.state === 1)).toHaveLength(200);

    await waitUntil(
      '50 mails sent',
      async () => system.smtp.messages.length,
      (n) => n >= 50,
    );
    // Kill while mails are held by the SMTP server (claimed, in flight, not accepted), outside the
    // one window no SMTP client can close: after the server accepted a mail and before the worker
    // wrote its sent mark (docs/decisions/0002-claim-before-send.md). So the sink holds new transactions for a moment
    // and the kill waits until every accepted mail is marked.
    system.smtp.pause();
    const inFlight = await waitUntil(
      'mails held in flight, every accepted one marked sent',
      async () => ({
        held: system.smtp.held,
        receiving: system.smtp.receiving,
        accepted: system.smtp.messages.length,
        marked: await system.db.sentMail.count({ where: { status: 'sent' } }),
      }),
      (s) => s.held >= 3 && s.receiving === 0 && s.marked === s.accepted,
      60_000,
    );
    await system.workers[0]!.kill('SIGKILL');
    system.smtp.resume();
    const arrivedAtKill = system.smtp.messages.length;
    expect(arrivedAtKill).toBeLessThan(200);
    await system.workers[0]!.start();

    const figures = await settleMail(system, 200, { stalledIntervalMs: 5_000 });
    for (const email of emails) expect(countTo(system.smtp, email), email).toBe(1);
    expect(figures).toEqual({ expected: 200, arrived: 200, duplicated: 0 });
    report('workers killed mid-send (SMTP 300 ms per mail)', {
      'mails expected': 200,
      'arrived before the kill': arrivedAtKill,
      'in flight at the kill': inFlight.held,
      arrived: figures.arrived,
      duplicated: figures.duplicated,
    });
  });
});
