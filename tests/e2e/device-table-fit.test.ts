import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES } from '@voltline/locales/languages';
import { siteUrl } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { signedInCookie } from '../support/fuzz/endpoints';
import { daysAgo, importReport, newOrderId } from '../support/orders';

/**
 * /personal_center/my_devices in every language: every part of each device is inside the list's
 * column. From 768 to 1279 px the personal centre's column is 680-714 px wide, and the six-column
 * table (about 780-860 px, by language) was cut off there: the deadline and the delete button were
 * out of sight. Under 860 px of column the devices are cards now (web/src/features/devices).
 */
const WIDTHS = [320, 1024, 1280];

interface ListLayout {
  /** How far the table reaches past its column (0 or less: it fits). */
  tableOverflow: number;
  /** Per device: how far its delete button reaches past the column, and how far the order number runs into the button. */
  rows: { buttonOverflow: number; orderIntoButton: number }[];
  /** Whether the rows are laid out as cards (the column headers hidden). */
  cards: boolean;
}

/** Read in the page (a string: the tests are compiled without the DOM's types). */
const LIST_LAYOUT = `(() => {
  const table = document.querySelector('table');
  const column = table.parentElement.getBoundingClientRect();
  const rows = [...table.querySelectorAll('tbody tr')].map((row) => {
    const button = row.querySelector('button').getBoundingClientRect();
    // The order number's text itself (its span is a block as wide as the cell on cards).
    const text = document.createRange();
    text.selectNodeContents(row.querySelector('th span'));
    const order = text.getBoundingClientRect();
    const sameLine = order.top < button.bottom && button.top < order.bottom;
    return { buttonOverflow: Math.ceil(button.right - column.right), orderIntoButton: sameLine ? Math.ceil(order.right - button.left) : 0 };
  });
  return {
    tableOverflow: Math.ceil(table.getBoundingClientRect().right - column.right),
    rows,
    cards: table.querySelector('thead').getBoundingClientRect().height <= 1,
  };
})()`;

describe('my devices in every language and width', () => {
  const { stack, browser } = browserStack();
  let member: string;

  beforeAll(async () => {
    const cookie = await signedInCookie(stack);
    member = cookie.replace(/^vl_session=/, '');
    const orders = [
      { id: newOrderId(), date: daysAgo(40), product: 'Voltline 65W GaN USB-C Charger, 3 Ports' },
      { id: newOrderId(), date: daysAgo(400), product: 'Voltline Adjustable Aluminium Phone Stand for Desk' },
      { id: newOrderId(), date: '2024-01-10', product: 'Voltline USB-C to Lightning Cable 3ft' },
    ];
    await importReport(stack.db, orders);
    for (const { id } of orders) {
      const added = await stack.app.inject({
        method: 'POST',
        url: '/api/front/customer/devices/add',
        headers: { 'content-type': 'application/json', cookie },
        payload: { order_id: id },
      });
      if (added.json<{ state: number }>().state !== 1) throw new Error(`devices/add failed: ${added.body}`);
    }
  });

  async function open(site: string, width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'vl_session', value: member, url: stack.baseUrl }]);
    const page = await context.newPage();
    await page.goto(siteUrl(stack.baseUrl, '/personal_center/my_devices', site));
    await page.locator('table tbody tr').nth(2).waitFor({ timeout: 15_000 });
    return page;
  }

  for (const site of LANGUAGES) {
    it(`${site}: the three devices, their deadline and delete button, stay inside the column from 320 to 1280 px`, async () => {
      // One page per language, resized: the layout is CSS (a container query), so it follows the
      // width without a reload; two animation frames let every resize-driven render land.
      const page = await open(site, WIDTHS[0]!);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
        const layout = (await page.evaluate(LIST_LAYOUT)) as ListLayout;
        const at = `${site} at ${width} px`;
        expect(layout.rows, at).toHaveLength(3);
        expect(layout.tableOverflow, at).toBeLessThanOrEqual(0);
        for (const row of layout.rows) {
          expect(row.buttonOverflow, at).toBeLessThanOrEqual(0);
          expect(row.orderIntoButton, at).toBeLessThanOrEqual(0);
        }
        // Cards where the column is narrow (up to 1279 px here), columns where it is wide.
        expect(layout.cards, at).toBe(width < 1280);
      }
      await page.context().close();
    });
  }
});
