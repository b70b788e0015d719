/**
 * Marketplace order reports list cancelled orders with status "Cancelled" (or "Canceled") and
 * quantity 0. The api refuses a warranty registration on a cancelled order; the workers' report
 * import and order check read the same rule from here.
 */
const CANCELLED = /^cancell?ed$/i;

export function isCancelled(status: string): boolean {
  return CANCELLED.test(status.trim());
}
