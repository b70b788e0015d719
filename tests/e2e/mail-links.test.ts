import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { BCP47, resources } from '@voltline/locales';
import { openPage } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { sentTo } from '../support/smtp-sink';
import { postForm, uniqueEmail } from '../support/stack';

/**
 * A link in a mail opens the customer's own site in its language, whatever the browser's language
 * and without a remembered site (a mail is often opened on another device): the address carries
 * the site (`?site=`), as every link of the site does.
 */
const PASSWORD = 'Volt2026ok';

/** The link to `path` in the mail's text part (mailparser's reading of what the SMTP sink received). */
const linkTo = (mail: ParsedMail, path: string) => (mail.text ?? '').match(new RegExp(`https?://\\S+/${path}\\?\\S+`))?.[0];

describe('links in mails open the customer’s site', () => {
  const { stack, browser } = browserStack();

  async function register(email: string, site: string) {
    const answer = await postForm(stack.baseUrl, '/api/front/customer/register', {
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      username: 'hana',
      fullname: 'Hana Example',
      country: 'Japan',
      site,
    });
    expect(answer.body.state).toBe(1);
  }

  it('a jp reset link opened in a ja-JP browser shows the Japanese page', async () => {
    const email = uniqueEmail('jp-reset');
    await register(email, 'jp');
    const asked = await postForm(stack.baseUrl, '/api/front/customer/forget_password', { email, site: 'jp' });
    expect(asked.body.state).toBe(1);

    const mail = await stack.smtp.waitFor((m) => sentTo(email)(m) && linkTo(m, 'reset_password') !== undefined);
    const link = linkTo(mail, 'reset_password')!;
    const { context, page } = await openPage(browser, 1280, { locale: 'ja-JP', console: [] });
    try {
      await page.goto(link);
      expect(await page.locator('html').getAttribute('lang')).toBe(BCP47.jp);
      await page.getByRole('heading', { name: resources.jp.common.account.reset.title }).waitFor({ timeout: 15_000 });
      await page.locator('[data-testid="reset-form"]').waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });

  it('a de confirmation link opened in a de-DE browser shows the German page', async () => {
    const email = uniqueEmail('de-confirm');
    await register(email, 'de');
    const mail = await stack.smtp.waitFor((m) => sentTo(email)(m) && linkTo(m, 'register_email_vaild') !== undefined);
    const { context, page } = await openPage(browser, 1280, { locale: 'de-DE', console: [] });
    try {
      await page.goto(linkTo(mail, 'register_email_vaild')!);
      expect(await page.locator('html').getAttribute('lang')).toBe(BCP47.de);
      // The confirmation signs in and counts down to the home page, in German.
      const countdown = page.locator('[data-testid="welcome-countdown"]');
      await countdown.waitFor({ timeout: 15_000 });
      expect(await countdown.textContent()).toContain(resources.de.common.account.welcome.countdown.split('{{')[0]!.trim());
    } finally {
      await context.close();
    }
  });
});
