import type { Redis } from 'ioredis';
import type { Arrival, StatisticsEvent } from '@voltline/contracts/jobs';
import { DIRECT, directArrival } from './campaign';
import { statisticsArrivalKey } from '@voltline/platform/statistics-keys';

/**
 * An event as the routes hand it to the batch: a page view may say how the visitor arrived (a
 * campaign or a referring site, read from its address), which the batch turns into `from`.
 */
export type IncomingEvent = StatisticsEvent & { arrived?: { arrival: Arrival; campaign: boolean } };

/**
 * A visitor's arrival lives this long in Redis. A visitor hash changes with the day's salt (UTC
 * midnight), so after a day nobody can look the entry up any more; it is kept a little longer than
 * that so it never vanishes under a visitor, and far less than the 48 hours allowed.
 */
export const ARRIVAL_TTL_SECONDS = 26 * 3600;

/** An arrival as read or written, with its JSON (the key that makes equal arrivals one). */
interface Stored {
  arrival: Arrival;
  json: string;
}

/**
 * Attribution, done once per batch inside the group commit (one MGET and a few SETs, no Postgres):
 * every view and click of a visitor is counted under the arrival they had when it happened.
 *
 * - A view whose address carries a campaign starts that campaign for the visitor (the last one
 *   seen wins; the same campaign again keeps its first landing path).
 * - A view from another site starts that referral, unless the visitor already has a campaign or a
 *   referral today: a campaign visitor who comes back through a search engine stays the campaign's.
 * - The first view of anybody else makes them direct traffic, landing on that path.
 * - Clicks, and views without either, are counted under what the visitor already has.
 *
 * Because batches are written one after another in arrival order, a landing view is always
 * attributed before the clicks that follow it; doing it here rather than in the workers also keeps
 * a fold's redelivery free of side effects. Only the arrival (campaign fields and a path) is stored
 * against the daily visitor hash.
 */
export class ArrivalBook {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /**
   * The batch's events, each pointing at its visitor's arrival in `arrivals`, and the write of the
   * arrivals that changed. The write goes out alongside the batch; losing it costs attribution of
   * later events, never an event. Events are the routes' own objects: they are updated in place.
   */
  async attribute(events: IncomingEvent[]): Promise<{ events: StatisticsEvent[]; arrivals: Arrival[]; saved: Promise<void> }> {
    const unique = new Set<string>();
    for (const e of events) if ('visitor' in e && e.visitor) unique.add(e.visitor);
    const visitors = [...unique];
    const stored = visitors.length > 0 ? await this.redis.mget(visitors.map((v) => this.key(v))) : [];
    // Each visitor's arrival with its JSON, the form it is stored in: equal arrivals (most direct
    // visitors of a landing, everybody of one campaign) share one entry of the job's `arrivals`.
    const known = new Map<string, Stored>();
    const byJson = new Map<string, Stored>();
    stored.forEach((value, i) => {
      if (!value) return;
      let entry = byJson.get(value);
      if (!entry) {
        const arrival = parse(value);
        if (!arrival) return;
        entry = { arrival, json: value };
        byJson.set(value, entry);
      }
      known.set(visitors[i]!, entry);
    });

    const changed = new Map<string, string>();
    const arrivals: Arrival[] = [];
    const index = new Map<string, number>();
    for (const event of events) {
      const arrived = event.arrived;
      // Undefined rather than deleted: JSON leaves it out, and the object keeps its shape.
      event.arrived = undefined;
      if (!('visitor' in event) || !event.visitor) continue;
      const visitor = event.visitor;
      let current = known.get(visitor);
      if (event.k === 'view') {
        const next = nextArrival(current?.arrival, arrived, event.uri);
        if (next !== current?.arrival) {
          const json = JSON.stringify(next);
          current = byJson.get(json) ?? { arrival: next, json };
          byJson.set(json, current);
          known.set(visitor, current);
          changed.set(visitor, json);
        }
      }
      if (!current) continue;
      let at = index.get(current.json);
      if (at === undefined) {
        at = arrivals.push(current.arrival) - 1;
        index.set(current.json, at);
      }
      event.from = at;
    }

    let saved = Promise.resolve();
    if (changed.size > 0) {
      const write = this.redis.pipeline();
      for (const [visitor, json] of changed) write.set(this.key(visitor), json, 'EX', ARRIVAL_TTL_SECONDS);
      saved = write.exec().then(() => undefined);
    }
    return { events, arrivals, saved };
  }

  /** The visitor's arrival today, if they have one (for the marketplace links). */
  async lookup(visitor: string): Promise<Arrival | undefined> {
    const value = await this.redis.get(this.key(visitor));
    return value ? parse(value) : undefined;
  }

  private key(visitor: string): string {
    return statisticsArrivalKey(this.prefix, visitor);
  }
}

function nextArrival(current: Arrival | undefined, arrived: IncomingEvent['arrived'], path: string): Arrival {
  if (arrived?.campaign) return current && sameCampaign(current, arrived.arrival) ? current : arrived.arrival;
  if (arrived && (!current || current.source === DIRECT)) return arrived.arrival;
  return current ?? directArrival(path);
}

function sameCampaign(a: Arrival, b: Arrival): boolean {
  return a.source === b.source && a.medium === b.medium && a.campaign === b.campaign && a.content === b.content && a.term === b.term;
}

function parse(value: string): Arrival | undefined {
  try {
    const arrival = JSON.parse(value) as Arrival;
    return typeof arrival?.source === 'string' ? arrival : undefined;
  } catch {
    return undefined;
  }
}
