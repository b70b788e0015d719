import type { Db } from '@voltline/db';
import { ordersQueue, queueJob } from '@voltline/contracts/jobs';
import { writeOutbox, type OutboxRow } from '@voltline/platform/outbox';
import type { ParsedReport, RejectedLine, ReportOrder } from './report';

export interface ImportResult {
  imported: number;
  updated: number;
  unchanged: number;
  rejected: RejectedLine[];
  /** The re-check of pending registrations, queued when anything changed (hand it over, or the sweeper will). */
  recheck?: OutboxRow;
}

const CHUNK = 500;

const same = (row: ReportOrder, stored: Omit<ReportOrder, 'line'>) =>
  row.purchaseDate.getTime() === stored.purchaseDate.getTime() &&
  row.status === stored.status &&
  row.salesChannel === stored.salesChannel &&
  row.sku === stored.sku &&
  row.asin === stored.asin &&
  row.productName === stored.productName &&
  row.quantity === stored.quantity;

/**
 * Upserts the valid orders of a parsed report by order id, in one transaction. An order whose
 * fields are all unchanged is not written, so importing the same report twice changes nothing.
 * When orders were added or changed, a `recheckPending` job is queued through the outbox in the
 * same transaction: pending registrations may now find their order.
 */
export async function importOrders(db: Db, report: ParsedReport, now = new Date()): Promise<ImportResult> {
  return db.$transaction(
    async (tx) => {
      let imported = 0;
      let updated = 0;
      let unchanged = 0;
      for (let start = 0; start < report.orders.length; start += CHUNK) {
        const chunk = report.orders.slice(start, start + CHUNK);
        const stored = await tx.marketplaceOrder.findMany({ where: { orderId: { in: chunk.map((o) => o.orderId) } } });
        const byId = new Map(stored.map((s) => [s.orderId, s]));
        const fresh = [];
        for (const row of chunk) {
          const { line: _line, ...fields } = row;
          const existing = byId.get(row.orderId);
          if (!existing) fresh.push({ ...fields, importedAt: now, updatedAt: now });
          else if (same(row, existing)) unchanged++;
          else {
            await tx.marketplaceOrder.update({ where: { orderId: row.orderId }, data: { ...fields, updatedAt: now } });
            updated++;
          }
        }
        if (fresh.length > 0) {
          // skipDuplicates: an import running at the same time may have added some meanwhile.
          const { count } = await tx.marketplaceOrder.createMany({ data: fresh, skipDuplicates: true });
          imported += count;
          unchanged += fresh.length - count;
        }
      }
      const recheck = imported + updated > 0 ? await writeOutbox(tx, queueJob(ordersQueue, 'recheckPending', {})) : undefined;
      return { imported, updated, unchanged, rejected: report.rejected, recheck };
    },
    { timeout: 120_000 },
  );
}
