import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { answers, startDevSandbox, type DevSandbox } from '../support/dev-sandbox';
import { waitUntil } from '../support/stack';

/**
 * `npm run dev` (scripts/processes.ts, api/src/modules/pages/dev-vite.ts): an edit of a component
 * reaches the open page by React Fast Refresh, without reloading it, and an edit of an api
 * handler restarts the api, which then gives the new answer. Both edit copies of the sources.
 */
describe('the development loop', () => {
  let dev: DevSandbox;
  let browser: Browser;

  beforeAll(async () => {
    dev = await startDevSandbox();
    browser = await launchBrowser();
    // tsx compiles the api and Vite starts inside it: on a busy two-core machine, up to a minute or two.
    await waitUntil(() => answers(`${dev.baseUrl}/health/live`), 170_000, 'the dev api to answer').catch((error: unknown) => {
      throw new Error(`${String(error)}; it wrote:\n${dev.output()}`);
    });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it('shows an edited component in the open page without reloading it', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A CSP violation (the HMR client's socket, the Fast Refresh preamble) is reported as a console error.
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const watched = watchPage(page);
    const blank = watched.seen();
    // The first page compiles the app and pre-bundles its dependencies: allow for it.
    await page.goto(`${dev.baseUrl}/index?site=us`, { timeout: 120_000 });
    const title = page.locator('#home-hero-title');
    await expect.poll(() => watched.readyAfter(blank), { timeout: 60_000 }).toBe(true);
    // A reload would start a new window object: the marker would be gone.
    await page.evaluate('window.__devLoopMarker = "kept"');
    const loaded = watched.seen();

    const edit = `dev-loop-${randomBytes(4).toString('hex')}`;
    const editedAt = Date.now();
    await dev.edit('web/src/features/home/home-page.tsx', "{t('home.hero_title')}", `{t('home.hero_title')} ${edit}`);
    await expect.poll(() => title.textContent(), { timeout: 20_000 }).toContain(edit);
    console.info(`component edit visible in the page after ${Date.now() - editedAt} ms`);

    expect(await page.evaluate('window.__devLoopMarker')).toBe('kept');
    expect(watched.seen().documents).toBe(loaded.documents);
    // The server renders the edited component too (Vite evaluates the changed modules again).
    const html = await (await fetch(`${dev.baseUrl}/index?site=us`)).text();
    expect(html).toContain(edit);
    expect(errors, dev.output()).toEqual([]);
    await page.close();
  }, 180_000);

  it('restarts the api after an edit of a handler and answers with the new code', async () => {
    const before = await fetch(`${dev.baseUrl}/health/live`);
    expect(await before.json()).toEqual({ status: 'ok' });

    const edit = `dev-loop-${randomBytes(4).toString('hex')}`;
    const editedAt = Date.now();
    await dev.edit('api/src/plugins/health.ts', "async () => ({ status: 'ok' })", `async () => ({ status: 'ok', edit: '${edit}' })`);
    // While the api restarts, the port refuses connections: keep asking until the new code answers.
    const answer = async () => {
      try {
        return (await (await fetch(`${dev.baseUrl}/health/live`, { signal: AbortSignal.timeout(5_000) })).json()) as unknown;
      } catch {
        return undefined;
      }
    };
    await expect.poll(answer, { timeout: 120_000, interval: 100 }).toEqual({ status: 'ok', edit });
    console.info(`api handler edit answered after ${Date.now() - editedAt} ms`);
  }, 150_000);

  it('keeps the open page updated across an api restart: a handler edit, then a component edit reach it', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Vite's client waits for the restarted server in a worker from a blob: address; a policy that
    // refuses it shows as a console error, and the page is never reloaded nor updated again.
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const watched = watchPage(page);
    const blank = watched.seen();
    await page.goto(`${dev.baseUrl}/index?site=us`, { timeout: 120_000 });
    const title = page.locator('#home-hero-title');
    await expect.poll(() => watched.readyAfter(blank), { timeout: 60_000 }).toBe(true);
    const loaded = watched.seen();
    // A reload starts a new window object: the marker is how the test tells the reloaded page from this one.
    await page.evaluate('window.__devLoopMarker = "first document"');

    // A handler edit: the api restarts, the page's HMR socket closes, and the page reloads itself
    // once the server answers again (the new handler's answer shows the new api is the one up).
    const handlerEdit = `dev-loop-${randomBytes(4).toString('hex')}`;
    await dev.edit('api/src/plugins/health.ts', "status: 'ok'", `status: 'ok', restart: '${handlerEdit}'`);
    const health = async (): Promise<unknown> => {
      try {
        return await (await fetch(`${dev.baseUrl}/health/live`, { signal: AbortSignal.timeout(5_000) })).json();
      } catch {
        return undefined;
      }
    };
    await expect.poll(health, { timeout: 120_000, interval: 200 }).toMatchObject({ restart: handlerEdit });
    // The new api answering is not the page having reloaded: the page's client asks every second,
    // and the reload renders the page again. Wait for a new document, hydrated, its socket connected.
    await expect.poll(() => watched.readyAfter(loaded), { timeout: 90_000 }).toBe(true);
    expect(await page.evaluate('window.__devLoopMarker')).toBeUndefined();

    // Then a component edit reaches the reloaded page through the new socket, without a reload.
    const reloaded = watched.seen();
    await page.evaluate('window.__devLoopMarker = "reloaded document"');
    const componentEdit = `dev-loop-${randomBytes(4).toString('hex')}`;
    await dev.edit('web/src/features/home/home-page.tsx', "{t('home.hero_title')}", `{t('home.hero_title')} ${componentEdit}`);
    await expect.poll(() => title.textContent(), { timeout: 20_000 }).toContain(componentEdit);
    expect(await page.evaluate('window.__devLoopMarker')).toBe('reloaded document');
    expect(watched.seen().documents).toBe(reloaded.documents);
    expect(errors, dev.output()).toEqual([]);
    await page.close();
  }, 300_000);
});

/**
 * What the test waits on, as a developer sees it: a new document (not Playwright's `framenavigated`,
 * which fires for the router's same-document navigation on hydration too, a reload that never
 * happened), Vite's client saying its socket is connected (edits reach the page from then on), and
 * the app hydrated.
 */
function watchPage(page: Page) {
  const seen = { documents: 0, connections: 0 };
  page.on('domcontentloaded', () => seen.documents++);
  page.on('console', (m) => m.text() === '[vite] connected.' && seen.connections++);
  return {
    seen: (): Readonly<typeof seen> => ({ ...seen }),
    /** A document loaded after `since`, connected since then and hydrated (false while it is replaced). */
    async readyAfter(since: Readonly<typeof seen>): Promise<boolean> {
      if (seen.documents <= since.documents || seen.connections <= since.connections) return false;
      return page.evaluate('window.__vlHydrated === true').catch(() => false) as Promise<boolean>;
    },
  };
}
