import { describe, expect, it } from 'vitest';
import { inParallel, startFaultSystem } from './support/system';
import { MAIL_KINDS, expectClearAnswer, faultEmail, nextIp } from './support/submissions';
import { countTo, report, settleMail } from './support/mail-figures';

// Redis is killed (its data lost, as after a restart without persistence) in the middle of 50
// submissions of each form that sends mail, and started again empty a third later.
describe('Redis stopped during submissions that send mail', () => {
  it('answers every submission 200 or with an envelope, and sends each accepted one its mail exactly once', async () => {
    const system = await startFaultSystem();
    const total = MAIL_KINDS.length * 50;
    const submit = async (index: number) => {
      const kind = MAIL_KINDS[index % MAIL_KINDS.length]!;
      const email = faultEmail(kind.kind);
      const answer = await kind.submit(system.baseUrl, email, nextIp());
      return { kind, email, answer };
    };

    const before = await inParallel(total / 3, 6, (i) => submit(i));
    await system.redis.stop();
    const during = await inParallel(total / 3, 6, (i) => submit(total / 3 + i));
    await system.redis.start();
    const after = await inParallel(total / 3, 6, (i) => submit((2 * total) / 3 + i));
    const all = [...before, ...during, ...after];

    expect(all).toHaveLength(total);
    for (const { answer } of all) expectClearAnswer(answer);
    const accepted = all.filter((s) => s.answer.body.state === 1);
    const acceptedDuringOutage = during.filter((s) => s.answer.body.state === 1).length;
    expect(acceptedDuringOutage).toBeGreaterThan(0);

    const expected = accepted.reduce((sum, s) => sum + s.kind.mails, 0);
    const figures = await settleMail(system, expected);
    for (const s of accepted) expect(countTo(system.smtp, s.email), `${s.kind.kind} ${s.email}`).toBe(1);
    const contacts = accepted.filter((s) => s.kind.kind === 'contact').length;
    expect(countTo(system.smtp, system.careEmail)).toBe(contacts);
    expect(figures).toEqual({ expected, arrived: expected, duplicated: 0 });

    const refusals = new Map<string, number>();
    for (const s of all.filter((x) => x.answer.body.state !== 1)) {
      const phase = before.includes(s) ? 'before' : during.includes(s) ? 'during' : 'after';
      const key = `${s.kind.kind} ${s.answer.http}/${s.answer.body.status} ${phase}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    }
    report('redis stopped during submissions', {
      submissions: total,
      accepted: accepted.length,
      'accepted while Redis was down': acceptedDuringOutage,
      refused: total - accepted.length,
      'mails expected': figures.expected,
      arrived: figures.arrived,
      duplicated: figures.duplicated,
      'refusals (kind http/status phase)': [...refusals].map(([k, n]) => `${k} x${n}`).join('; ') || 'none',
    });
  });
});
