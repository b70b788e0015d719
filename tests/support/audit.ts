import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { useSite } from './browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A page opened for an audit: the Content-Security-Policy violations it reports are collected. */
export interface AuditedPage {
  context: BrowserContext;
  page: Page;
  /** Every CSP violation seen so far: the page's own events and the browser's console reports. */
  cspViolations: string[];
  /** Every uncaught exception and console error seen so far, except the CSP reports (those are in cspViolations). */
  errors: string[];
  close(): Promise<void>;
}

/** A fresh context on `site` at `width` px, recording every Content-Security-Policy violation. */
export async function openAudited(browser: Browser, baseUrl: string, site: string, width: number): Promise<AuditedPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await useSite(context, baseUrl, site);
  const cspViolations: string[] = [];
  await context.exposeFunction('__reportCsp', (line: string) => cspViolations.push(line));
  await context.addInitScript(
    `document.addEventListener('securitypolicyviolation', (e) => window.__reportCsp(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber))`,
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(m.text());
    else if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, cspViolations, errors, close: () => context.close() };
}

/** What a visit's `act` gets: the page, its errors so far, an axe audit of its state now, and a way to report anything else. */
export interface Visit {
  page: Page;
  /** The page's uncaught exceptions and console errors so far (CSP violations are reported apart). */
  errors: readonly string[];
  /** Runs axe on the page as it is now; serious and critical violations become problems named by `state`. */
  check(state: string): Promise<void>;
  /** Adds a problem, prefixed with the visit's site and width. */
  problem(text: string): void;
}

/**
 * Opens `path` on each (site, width) in turn, each in a fresh audited context, waits for the main
 * heading and lets `act` audit the states it opens. Returns every problem found, each prefixed with
 * its site and width: axe's serious and critical violations, CSP violations, and what `act` adds.
 */
export async function auditVisits(
  browser: Browser,
  baseUrl: string,
  visits: readonly (readonly [site: string, width: number])[],
  path: string,
  act: (visit: Visit) => Promise<void>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [site, width] of visits) {
    const audited = await openAudited(browser, baseUrl, site, width);
    try {
      const { page } = audited;
      const problem = (text: string) => problems.push(`${site} ${width}px ${text}`);
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main h1').first().waitFor({ timeout: 20_000 });
      await act({
        page,
        errors: audited.errors,
        problem,
        async check(state) {
          for (const v of await seriousAxeViolations(page)) problem(`${state}: ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`);
        },
      });
      for (const line of audited.cspViolations) problem(`CSP ${line}`);
    } finally {
      await audited.close();
    }
  }
  return problems;
}

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe-core 4 on the page as it is now: the serious and critical violations, each with the
 * elements it found. axe is evaluated through the devtools protocol, so the page's CSP (no inline
 * scripts) does not stop it and it adds no violation of its own.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axeSource);
  const violations = await page.evaluate<{ id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]>(
    `window.axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}
