import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { openAudited, seriousAxeViolations } from '../support/audit';
import { STATIC_ROUTES, dynamicRoutes } from '../support/route-table';
import { startStack, type Stack } from '../support/stack';

/**
 * axe-core on every route of the route table, in us and jp, at phone and desktop width: no
 * critical and no serious violation. The same visits fail on any Content-Security-Policy
 * violation (a focused form loads the zod contracts, which must not probe eval). One test per
 * route, so a slow machine spreads them and a failure names its page.
 */
const SITES = ['us', 'jp'] as const;
const WIDTHS = [375, 1280] as const;

let stack: Stack;
let browser: Browser;
let dynamic: Record<string, string>;

beforeAll(async () => {
  stack = await startStack({ workers: false });
  browser = await launchBrowser();
  dynamic = await dynamicRoutes(stack.db);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function audit(path: string): Promise<string[]> {
  const problems: string[] = [];
  for (const site of SITES) {
    for (const width of WIDTHS) {
      const audited = await openAudited(browser, site, width);
      const { page } = audited;
      await page.goto(`${stack.baseUrl}${path}`);
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      // A form's first field focused and left: the contracts load and check it.
      const field = page.locator('main form input:not([type=hidden]):not([type=checkbox]):not([type=radio])').first();
      if ((await field.count()) > 0) {
        await field.focus();
        await field.blur();
      }
      for (const v of await seriousAxeViolations(page)) problems.push(`${site} ${width}px: ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`);
      for (const line of audited.cspViolations) problems.push(`${site} ${width}px: CSP ${line}`);
      await audited.close();
    }
  }
  return problems;
}

describe('accessibility and CSP of every route (axe-core: 0 serious, 0 critical)', () => {
  for (const path of STATIC_ROUTES) {
    it(path, async () => {
      const problems = await audit(path);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
  for (const pattern of ['/product/$id', '/comment/$name', '/products/$id', '/article/$id', '/explore/$id', '/about/$product']) {
    it(pattern, async () => {
      const problems = await audit(dynamic[pattern]!);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
