import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@voltline/locales/languages';
import { siteUrl } from '../support/browser';
import { browserStack } from '../support/browser-stack';

/**
 * Long words of the nine languages stay inside their boxes at phone, tablet and small-desktop
 * width: cards, tiles and buttons break or wrap a compound instead of widening the page. Seen
 * before the fix: nl "Telefoonstandaards" (home tiles, 1024 px), sv "Bonusöverraskningar" (tester
 * cards, 768 px), nl "Versturen en mijn 30% korting ontvangen" (review button, 375 px).
 */
const PAGES = ['/index', '/beta_tester', '/comments', '/support_contactus'];
const WIDTHS = [375, 768, 1024];

describe('long words in every language', () => {
  const { stack, browser } = browserStack({ workers: false });

  for (const site of LANGUAGES) {
    it(`${site}: ${PAGES.join(', ')} fit ${WIDTHS.join(', ')} px without sideways scrolling`, async () => {
      const context = await browser.newContext({ viewport: { width: WIDTHS[0]!, height: 900 } });
      try {
        const page = await context.newPage();
        for (const path of PAGES) {
          await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
          await page.goto(siteUrl(stack.baseUrl, path, site));
          await page.locator('main h1').first().waitFor({ timeout: 20_000 });
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            // Layout follows the resize within a frame; poll rather than read once.
            await expect
              .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'), {
                timeout: 10_000,
                message: `${site} ${path} at ${width} px`,
              })
              .toBeLessThanOrEqual(0);
          }
        }
      } finally {
        await context.close();
      }
    });
  }
});
