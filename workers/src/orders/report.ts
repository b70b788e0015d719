import { ORDER_ID, isCancelled } from '@voltline/contracts';

/**
 * Parses a marketplace "all orders" report: tab-separated, a header line, one line per order. Header
 * names are matched case-insensitively; columns other than the eight below are ignored. Every line
 * is validated on its own: a bad line is rejected with its line number and reason, the others go on.
 */
export const REPORT_COLUMNS = ['amazon-order-id', 'purchase-date', 'order-status', 'sales-channel', 'sku', 'asin', 'product-name', 'quantity'] as const;

export interface ReportOrder {
  /** The line in the file (the header is line 1). */
  line: number;
  orderId: string;
  purchaseDate: Date;
  status: string;
  salesChannel: string;
  sku: string;
  asin: string;
  productName: string;
  quantity: number;
}

export interface RejectedLine {
  line: number;
  reason: string;
}

export interface ParsedReport {
  orders: ReportOrder[];
  rejected: RejectedLine[];
}

/** The file itself is unusable (no header, missing columns): nothing is imported. */
export class ReportError extends Error {
  override name = 'ReportError';
}

/** ISO 8601: a date, or a date and time with an optional zone (the reports say 2026-10-01T14:22:05+00:00). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const ASIN = /^[A-Z0-9]{10}$/;
const LIMITS = { status: 32, salesChannel: 64, sku: 64, productName: 512 };
/** A purchase date later than now (plus a day of clock and time-zone slack) is a broken report. */
const FUTURE_SLACK_MS = 24 * 3600 * 1000;

function parseDate(value: string): Date | undefined {
  if (!ISO_DATE.test(value)) return undefined;
  // A bare date is a UTC day; a date-time without a zone is read as UTC too (the reports use UTC).
  const normalized = value.length === 10 ? `${value}T00:00:00Z` : /(?:Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`;
  const date = new Date(normalized.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return undefined;
  // Date accepts 2026-02-30 by rolling over; the calendar day written must be the one parsed.
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const check = new Date(Date.UTC(y!, m! - 1, d!));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m! - 1 || check.getUTCDate() !== d) return undefined;
  return date;
}

export function parseReport(text: string, now = new Date()): ParsedReport {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerLine = lines[0] ?? '';
  if (!headerLine.trim()) throw new ReportError('the report is empty: the first line must be the header');
  const header = headerLine.split('\t').map((h) => h.trim().toLowerCase());
  const missing = REPORT_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new ReportError(`the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  const at = Object.fromEntries(REPORT_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<(typeof REPORT_COLUMNS)[number], number>;

  const orders: ReportOrder[] = [];
  const rejected: RejectedLine[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i]!;
    if (!raw.trim()) continue;
    const line = i + 1;
    const cells = raw.split('\t');
    const cell = (c: (typeof REPORT_COLUMNS)[number]) => (cells[at[c]] ?? '').trim();
    const reject = (reason: string) => rejected.push({ line, reason });

    const orderId = cell('amazon-order-id');
    if (!orderId) {
      reject('amazon-order-id is empty');
      continue;
    }
    if (!ORDER_ID.test(orderId)) {
      reject(`amazon-order-id "${orderId}" is not of the form 123-1234567-1234567`);
      continue;
    }
    const purchaseDate = parseDate(cell('purchase-date'));
    if (!purchaseDate) {
      reject(`purchase-date "${cell('purchase-date')}" is not an ISO 8601 date`);
      continue;
    }
    if (purchaseDate.getTime() > now.getTime() + FUTURE_SLACK_MS) {
      reject(`purchase-date ${cell('purchase-date')} is in the future`);
      continue;
    }
    const status = cell('order-status');
    const salesChannel = cell('sales-channel');
    const sku = cell('sku');
    const productName = cell('product-name');
    const texts = {
      'order-status': [status, LIMITS.status],
      'sales-channel': [salesChannel, LIMITS.salesChannel],
      sku: [sku, LIMITS.sku],
      'product-name': [productName, LIMITS.productName],
    } as const;
    const badText = Object.entries(texts).find(([, [value, max]]) => !value || value.length > max);
    if (badText) {
      const [column, [value, max]] = badText;
      reject(value ? `${column} is longer than ${max} characters` : `${column} is empty`);
      continue;
    }
    const asin = cell('asin').toUpperCase();
    if (!ASIN.test(asin)) {
      reject(`asin "${cell('asin')}" is not 10 letters or digits`);
      continue;
    }
    const quantityText = cell('quantity');
    const quantity = /^\d{1,6}$/.test(quantityText) ? Number(quantityText) : NaN;
    if (!Number.isInteger(quantity) || (quantity === 0 && !isCancelled(status))) {
      reject(`quantity "${quantityText}" is not a positive whole number`);
      continue;
    }
    const earlier = seen.get(orderId);
    if (earlier !== undefined) {
      reject(`order ${orderId} is already on line ${earlier}`);
      continue;
    }
    seen.set(orderId, line);
    orders.push({ line, orderId, purchaseDate, status, salesChannel, sku, asin, productName, quantity });
  }
  return { orders, rejected };
}
