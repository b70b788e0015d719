/**
 * The warranty policy (docs/product.md §4 and §9), as one pure module: no database, no clock of its
 * own. Every device status and every claim check goes through here.
 *
 * - Everyone: 12 months from the purchase date.
 * - A registered email extends it on all its orders: the conditional lifetime warranty, or, on the
 *   sites whose policy says so, a number of months from purchase ("18+36": 54 months).
 * - A replacement (or an exchange for equal value) carries the remaining coverage or 90 days from
 *   the replacement, whichever is longer. Two are free per order.
 * - A refunded product loses cover.
 *
 * Days are UTC calendar days written YYYY-MM-DD; a deadline is the last covered day.
 */
export const STANDARD_MONTHS = 12;
export const REPLACEMENT_DAYS = 90;
export const FREE_REPLACEMENTS = 2;

export type ClaimKind = 'replacement' | 'exchange' | 'refund';
export type WarrantyStatus = 'under warranty' | 'out of warranty';
/** Where the deadline comes from: the 12 months, the registration's extension, a replacement's 90 days, or a refund. */
export type CoverageKind = 'standard' | 'lifetime' | 'extended' | 'replacement' | 'refunded';

export interface SitePolicy {
  /** Months from purchase for a registered email; null is the conditional lifetime warranty. */
  extendedMonths: number | null;
  wording: string;
}

/** A site without a policy row gets the lifetime warranty (the us policy). */
export const DEFAULT_POLICY: SitePolicy = { extendedMonths: null, wording: 'lifetime' };

export interface Claim {
  kind: ClaimKind;
  at: Date;
}

export interface CoverageInput {
  purchaseDate: Date;
  /** The policy of the site the email registered on; null when the email is not registered. */
  registered: SitePolicy | null;
  claims: readonly Claim[];
  today: Date;
}

export interface Coverage {
  status: WarrantyStatus;
  /** The last covered day (YYYY-MM-DD), the refund day, or 'lifetime'. */
  deadline: string;
  coverage: CoverageKind;
  freeReplacementsLeft: number;
}

export const LIFETIME = 'lifetime';

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Adds calendar months, clamping to the month's last day (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return toDay(target);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

const isReplacement = (kind: ClaimKind) => kind === 'replacement' || kind === 'exchange';
const byDate = (claims: readonly Claim[]) => [...claims].sort((a, b) => a.at.getTime() - b.at.getTime());

export function coverageOf({ purchaseDate, registered, claims, today }: CoverageInput): Coverage {
  const purchased = toDay(purchaseDate);
  let deadline = addMonths(purchased, STANDARD_MONTHS);
  let coverage: CoverageKind = 'standard';
  if (registered) {
    if (registered.extendedMonths === null) {
      deadline = LIFETIME;
      coverage = 'lifetime';
    } else {
      const extended = addMonths(purchased, registered.extendedMonths);
      if (extended > deadline) {
        deadline = extended;
        coverage = 'extended';
      }
    }
  }

  let used = 0;
  for (const claim of byDate(claims)) {
    const day = toDay(claim.at);
    if (claim.kind === 'refund') {
      return { status: 'out of warranty', deadline: day, coverage: 'refunded', freeReplacementsLeft: 0 };
    }
    used++;
    // Lifetime stays lifetime; otherwise the longer of what remained and 90 days from the replacement.
    if (deadline !== LIFETIME) {
      const ninety = addDays(day, REPLACEMENT_DAYS);
      if (ninety > deadline) {
        deadline = ninety;
        coverage = 'replacement';
      }
    }
  }

  const status: WarrantyStatus = deadline === LIFETIME || toDay(today) <= deadline ? 'under warranty' : 'out of warranty';
  return { status, deadline, coverage, freeReplacementsLeft: Math.max(0, FREE_REPLACEMENTS - used) };
}

/**
 * Whether a claim outcome may be recorded on an order with these earlier claims: nothing after a
 * refund, no third free replacement or exchange, nothing before the purchase. Returns the reason
 * it may not, or null.
 */
export function claimRefusal(kind: ClaimKind, at: Date, purchaseDate: Date, earlier: readonly Claim[]): string | null {
  if (toDay(at) < toDay(purchaseDate)) return `the claim date ${toDay(at)} is before the purchase date ${toDay(purchaseDate)}`;
  const refund = earlier.find((c) => c.kind === 'refund');
  if (refund) return `this order was refunded on ${toDay(refund.at)} and has no cover any more`;
  if (isReplacement(kind)) {
    const used = earlier.filter((c) => isReplacement(c.kind)).length;
    if (used >= FREE_REPLACEMENTS) {
      return `this order already had its ${FREE_REPLACEMENTS} free replacements (exchanges); a third one is not free: record a refund, or resolve it outside the warranty`;
    }
  }
  return null;
}
