import { randomInt } from 'node:crypto';
import type { Db } from '@voltline/db';
import { importOrders, parseReport } from '@voltline/workers/orders';

/** A fresh marketplace order id (123-1234567-1234567), unique enough for one test run. */
export function newOrderId(): string {
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
  return `${digits(3)}-${digits(7)}-${digits(7)}`;
}

export interface SampleOrder {
  id: string;
  /** ISO date or date-time. */
  date: string;
  status?: string;
  channel?: string;
  product?: string;
  quantity?: string;
}

export const REPORT_HEADER =
  'amazon-order-id\tmerchant-order-id\tpurchase-date\torder-status\tfulfillment-channel\tsales-channel\tproduct-name\tsku\tasin\tquantity\tcurrency\titem-price';

/** A report as the marketplace exports it (extra columns included). */
export function reportOf(orders: SampleOrder[], extraLines: string[] = []): string {
  const lines = orders.map((o) =>
    [
      o.id,
      '',
      o.date,
      o.status ?? 'Shipped',
      'Amazon',
      o.channel ?? 'Amazon.com',
      o.product ?? 'Voltline USB-C to USB-C Cable 6.6ft 100W',
      'VL-CC-200-BK',
      'B0C7KQ4M2X',
      o.quantity ?? '1',
      'USD',
      '19.99',
    ].join('\t'),
  );
  return [REPORT_HEADER, ...lines, ...extraLines].join('\n') + '\n';
}

export async function importReport(db: Db, orders: SampleOrder[], extraLines: string[] = []) {
  return importOrders(db, parseReport(reportOf(orders, extraLines)));
}

/** YYYY-MM-DD, `days` days before today. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}
