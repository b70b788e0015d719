import { describe, expect, it } from 'vitest';
import { BCP47, LANGUAGES, resources } from '@voltline/locales';
import type { MailJobName, MailJobPayload } from '@voltline/contracts/jobs';
import { sampleMails } from './samples';
import { renderMail } from './templates';

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
const kinds = Object.keys(sampleMails('us')) as MailJobName[];

/** Every address a reader can follow: the hrefs of the HTML part and the addresses written in the text part. */
function linksOf(html: string, text: string): string[] {
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const written = [...text.matchAll(/https?:\/\/[^\s\]]+/g)].map((match) => match[0]);
  return [...hrefs, ...written];
}

describe.each(LANGUAGES)('every mail kind in %s', (lang) => {
  const samples = sampleMails(lang);
  const email = resources[lang].email;

  it.each(kinds)('%s: BCP 47 language tag, brand and footer once, every placeholder replaced, in both parts', async (kind) => {
    const mail = await renderMail(kind, samples[kind] as MailJobPayload<typeof kind>);
    expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html[^>]*>\\s*<html[^>]* lang="${BCP47[lang]}"`));
    expect(count(mail.html, `>${email.brand}</p>`)).toBe(1);
    expect(mail.text.startsWith(`${email.brand}\n`)).toBe(true);
    const footer =
      kind === 'contactForward' ? email.contact_forward.footer.replace('{{ticket}}', 'VL-7K3Q9M') : email.footer.replace('{{site}}', 'voltline.example');
    expect(count(mail.text, footer)).toBe(1);
    expect(mail.text.trim().split('\n').at(-1)).toBe(footer);
    for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/\{\{|\}\}/);
    // Mail clients drop <style> blocks and run no script: every style is inline.
    expect(mail.html).not.toMatch(/<style|<script/i);
  });

  // A mail is often opened on another device, where no site is remembered: a link without the site
  // opens the default (English) page. The samples are what the api queues (links without a site).
  it.each(kinds.filter((kind) => kind !== 'contactForward' && kind !== 'reviewCoupon'))(
    '%s: every link to our site, in both parts and the List-Unsubscribe header, opens the customer’s site',
    async (kind) => {
      const mail = await renderMail(kind, samples[kind] as MailJobPayload<typeof kind>);
      const links = [...linksOf(mail.html, mail.text), ...(mail.unsubscribeUrl ? [mail.unsubscribeUrl] : [])];
      const ours = links.filter((link) => new URL(link).origin === 'https://voltline.example');
      expect(ours.length).toBeGreaterThanOrEqual(2);
      for (const link of ours) expect(new URL(link).searchParams.get('site'), link).toBe(lang);
    },
  );

  it('review coupon: the marketplace link is left as it is (the site means nothing there)', async () => {
    const mail = await renderMail('reviewCoupon', samples.reviewCoupon);
    const links = linksOf(mail.html, mail.text);
    expect(links).toContain(samples.reviewCoupon.reviewUrl);
    expect(links.every((link) => new URL(link).origin === 'https://www.amazon.de')).toBe(true);
  });

  it('review coupon: the code on its own line, large, monospaced and selected whole by one tap', async () => {
    const mail = await renderMail('reviewCoupon', samples.reviewCoupon);
    const block = mail.html.match(/<p[^>]*style="([^"]*)"[^>]*>7KQM-3XTP-9FHR<\/p>/);
    expect(block?.[1]).toMatch(/font-family:ui-monospace/);
    expect(block?.[1]).toMatch(/font-size:26px/);
    expect(block?.[1]).toMatch(/user-select:all/);
    expect(mail.text).toMatch(/\n7KQM-3XTP-9FHR\n/);
  });
});
