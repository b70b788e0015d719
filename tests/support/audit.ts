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
  close(): Promise<void>;
}

/** A fresh context on `site` at `width` px, recording every Content-Security-Policy violation. */
export async function openAudited(browser: Browser, baseUrl: string, site: string, width: number): Promise<AuditedPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await useSite(context, baseUrl, site);
  const cspViolations: string[] = [];
  await context.exposeFunction('__reportCsp', (line: string) => cspViolations.push(line));
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => window.__reportCsp(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber))`);
  const page = await context.newPage();
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  return { context, page, cspViolations, close: () => context.close() };
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
