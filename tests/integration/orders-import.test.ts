import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { daysAgo, importReport, newOrderId, reportOf, type SampleOrder } from '../support/orders';
import { startStack, type Stack } from '../support/stack';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `npm run orders:import -- <file>` as an operator would (without npm's banner). */
function runImport(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'workers/src/orders/import-cli.ts', file],
      { cwd: root, env: { ...process.env, DATABASE_URL: inject('databaseUrl'), REDIS_URL: inject('redisUrl'), QUEUE_PREFIX: `${inject('queuePrefix')}-cli` } },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('marketplace order import', () => {
  it('imports valid rows, rejects bad ones with line and reason, and a second import changes nothing', async () => {
    const orders: SampleOrder[] = [
      { id: newOrderId(), date: `${daysAgo(40)}T10:00:00+00:00` },
      { id: newOrderId(), date: daysAgo(400), channel: 'Amazon.de', quantity: '2' },
      { id: newOrderId(), date: `${daysAgo(3)}T23:59:59Z`, status: 'Pending' },
      { id: newOrderId(), date: daysAgo(10), status: 'Cancelled', quantity: '0' },
    ];
    const bad = [
      reportOf([{ id: '12-1234567-1234567', date: daysAgo(1) }]).split('\n')[1]!,
      reportOf([{ id: newOrderId(), date: 'yesterday' }]).split('\n')[1]!,
      reportOf([{ id: newOrderId(), date: daysAgo(1), quantity: '-2' }]).split('\n')[1]!,
    ];
    const first = await importReport(stack.db, orders, bad);
    expect(first).toMatchObject({ imported: 4, updated: 0, unchanged: 0 });
    expect(first.rejected).toEqual([
      { line: 6, reason: 'amazon-order-id "12-1234567-1234567" is not of the form 123-1234567-1234567' },
      { line: 7, reason: 'purchase-date "yesterday" is not an ISO 8601 date' },
      { line: 8, reason: 'quantity "-2" is not a positive whole number' },
    ]);
    expect(first.recheck).toBeDefined();
    const stored = await stack.db.marketplaceOrder.findUniqueOrThrow({ where: { orderId: orders[1]!.id } });
    expect(stored).toMatchObject({ salesChannel: 'Amazon.de', quantity: 2, status: 'Shipped' });
    expect(stored.purchaseDate.toISOString()).toBe(`${daysAgo(400)}T00:00:00.000Z`);

    const second = await importReport(stack.db, orders, bad);
    expect(second).toMatchObject({ imported: 0, updated: 0, unchanged: 4 });
    expect(second.rejected).toHaveLength(3);
    // Nothing changed: no re-check of pending registrations is queued either.
    expect(second.recheck).toBeUndefined();

    // The pending order shipped: the next report updates it, and only it.
    orders[2] = { ...orders[2]!, status: 'Shipped' };
    const third = await importReport(stack.db, orders);
    expect(third).toMatchObject({ imported: 0, updated: 1, unchanged: 3, rejected: [] });
    const shipped = await stack.db.marketplaceOrder.findUniqueOrThrow({ where: { orderId: orders[2]!.id } });
    expect(shipped.status).toBe('Shipped');
    expect(shipped.updatedAt.getTime()).toBeGreaterThan(shipped.importedAt.getTime());
  });

  it('npm run orders:import: the shipped sample twice, then a report without its columns', async () => {
    const sample = path.join(root, 'prisma/seed/orders-sample.tsv');
    const first = await runImport(sample);
    expect(first.code, first.stderr).toBe(0);
    const counts = first.stdout.match(/orders-sample\.tsv: (\d+) imported, 0 updated, (\d+) unchanged, 4 rejected/);
    expect(counts, first.stdout).not.toBeNull();
    expect(Number(counts![1]) + Number(counts![2])).toBe(27);
    expect(first.stdout).toContain('line 8: amazon-order-id "114-123456-1234567" is not of the form 123-1234567-1234567');
    expect(first.stdout).toContain('line 17: purchase-date "05/10/2026" is not an ISO 8601 date');
    expect(first.stdout).toContain('line 18: order 305-9697256-7152201 is already on line 6');
    expect(first.stdout).toContain('line 27: quantity "-1" is not a positive whole number');
    expect(await stack.db.marketplaceOrder.count({ where: { orderId: '309-8014936-3767604' } })).toBe(1);

    const second = await runImport(sample);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('orders-sample.tsv: 0 imported, 0 updated, 27 unchanged, 4 rejected');

    const dir = await mkdtemp(path.join(tmpdir(), 'orders-'));
    const broken = path.join(dir, 'broken.tsv');
    await writeFile(broken, 'amazon-order-id\tpurchase-date\n114-1629072-2441955\t2025-11-19\n');
    const refused = await runImport(broken);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /broken\.tsv: the header lacks the columns order-status, sales-channel, sku, asin, product-name, quantity; nothing imported/,
    );
  });
});
