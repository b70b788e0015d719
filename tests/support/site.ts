import type { BrowserContext } from 'playwright-core';

/**
 * Opens every page of `context` on the site `code` (us, jp ...). The one place that knows how a
 * browser test chooses a site, so a change of mechanism is a change here.
 */
export async function useSite(context: BrowserContext, code: string): Promise<void> {
  await context.addInitScript(`window.localStorage.setItem('voltline.site', ${JSON.stringify(code)})`);
}
