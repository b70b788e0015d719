import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ReportError, parseReport } from './report';

const HEADER = 'amazon-order-id\tpurchase-date\torder-status\tsales-channel\tsku\tasin\tproduct-name\tquantity';
const row = (over: Partial<Record<string, string>> = {}) => {
  const r = {
    id: '114-1629072-2441955',
    date: '2025-11-19T15:13:30+00:00',
    status: 'Shipped',
    channel: 'Amazon.com',
    sku: 'VL-CC-200-BK',
    asin: 'B0C7KQ4M2X',
    name: 'Voltline USB-C to USB-C Cable 6.6ft 100W',
    qty: '1',
    ...over,
  };
  return [r.id, r.date, r.status, r.channel, r.sku, r.asin, r.name, r.qty].join('\t');
};
const NOW = new Date('2026-11-23T00:00:00Z');
const parse = (...lines: string[]) => parseReport([HEADER, ...lines].join('\n'), NOW);

describe('marketplace order report parser', () => {
  it('reads the eight columns, whatever their case and order, ignoring the others', () => {
    const text =
      'Quantity\tASIN\tcurrency\tAmazon-Order-Id\tPurchase-Date\tORDER-STATUS\tsales-channel\tsku\tproduct-name\r\n2\tb0c7kq4m2x\tUSD\t114-1629072-2441955\t2025-11-19\tShipped\tAmazon.com\tVL-1\tCable\r\n';
    const { orders, rejected } = parseReport(`\uFEFF${text}`, NOW);
    expect(rejected).toEqual([]);
    expect(orders).toEqual([
      {
        line: 2,
        orderId: '114-1629072-2441955',
        purchaseDate: new Date('2025-11-19T00:00:00Z'),
        status: 'Shipped',
        salesChannel: 'Amazon.com',
        sku: 'VL-1',
        asin: 'B0C7KQ4M2X',
        productName: 'Cable',
        quantity: 2,
      },
    ]);
  });

  it('rejects each bad line with its line number and reason, and keeps the good ones', () => {
    const { orders, rejected } = parse(
      row(),
      row({ id: '114-162907-2441955' }),
      '',
      row({ id: '114-0000000-0000001', date: '19/11/2025' }),
      row({ id: '114-0000000-0000002', date: '2025-02-30' }),
      row({ id: '114-0000000-0000003', qty: '0' }),
      row({ id: '114-0000000-0000004', qty: '1.5' }),
      row({ id: '114-0000000-0000005', asin: '' }),
      row({ id: '114-0000000-0000006', name: '' }),
      row({ id: '114-0000000-0000007', date: '2027-01-01T00:00:00Z' }),
      row(),
      row({ id: '114-0000000-0000008', status: 'Cancelled', qty: '0' }),
    );
    expect(orders.map((o) => o.line)).toEqual([2, 13]);
    expect(rejected).toEqual([
      { line: 3, reason: 'amazon-order-id "114-162907-2441955" is not of the form 123-1234567-1234567' },
      { line: 5, reason: 'purchase-date "19/11/2025" is not an ISO 8601 date' },
      { line: 6, reason: 'purchase-date "2025-02-30" is not an ISO 8601 date' },
      { line: 7, reason: 'quantity "0" is not a positive whole number' },
      { line: 8, reason: 'quantity "1.5" is not a positive whole number' },
      { line: 9, reason: 'asin "" is not 10 letters or digits' },
      { line: 10, reason: 'product-name is empty' },
      { line: 11, reason: 'purchase-date 2027-01-01T00:00:00Z is in the future' },
      { line: 12, reason: 'order 114-1629072-2441955 is already on line 2' },
    ]);
  });

  it('refuses a file without the header or with a column missing', () => {
    expect(() => parseReport('', NOW)).toThrow(ReportError);
    expect(() => parseReport('amazon-order-id\tpurchase-date\tsku\n', NOW)).toThrow(/order-status, sales-channel, asin, product-name, quantity/);
  });

  it('reads the shipped sample report: 27 orders, 4 rejected lines', () => {
    const text = readFileSync(new URL('../../../prisma/seed/orders-sample.tsv', import.meta.url), 'utf8');
    const { orders, rejected } = parseReport(text, NOW);
    expect(orders).toHaveLength(27);
    expect(rejected.map((r) => r.line)).toEqual([8, 17, 18, 27]);
  });
});
