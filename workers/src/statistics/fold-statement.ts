import { Prisma } from '@voltline/db';
import type { Arrival, StatisticsEvent } from '@voltline/contracts/jobs';
import { STATISTICS } from './tallies';
import type { Tally } from './tallies/tally';

/** What one statement folds: a job or a part of one, under the id it is recorded by in statistics_batch. */
export interface FoldInput {
  id: string;
  events: readonly StatisticsEvent[];
  /** The job's arrivals, which its events refer to by index (`from`). */
  arrivals?: readonly Arrival[];
}

type Handler = (events: readonly StatisticsEvent[], arrivals: readonly Arrival[]) => void;

const NO_ARRIVALS: readonly Arrival[] = [];

/**
 * Each statistic's tally of the events. A job's events are grouped by kind, then each statistic
 * that counts a kind goes through the job's events of that kind in a loop of its own: per event,
 * one lookup and one push, and no call per event and statistic (the fold is CPU-bound at
 * campaign rates, decision 0010).
 */
export function tallyAll(inputs: readonly FoldInput[], tallies: readonly Tally[] = STATISTICS.map((Statistic) => new Statistic())): readonly Tally[] {
  const kinds = new Map<string, { events: StatisticsEvent[]; handlers: Handler[] }>();
  for (const tally of tallies) {
    for (const [kind, handler] of Object.entries(tally.on)) {
      const slot = kinds.get(kind) ?? kinds.set(kind, { events: [], handlers: [] }).get(kind)!;
      // Safe: a handler is only ever handed events of the kind it is filed under.
      slot.handlers.push(handler as Handler);
    }
  }
  const slots = [...kinds.values()];
  for (const { events, arrivals = NO_ARRIVALS } of inputs) {
    for (const e of events) kinds.get(e.k)?.events.push(e);
    for (const slot of slots) {
      if (slot.events.length === 0) continue;
      for (const handler of slot.handlers) handler(slot.events, arrivals);
      slot.events = [];
    }
  }
  return tallies;
}

/**
 * The one statement that folds `inputs` (decision 0003): it records their ids in statistics_batch
 * and adds every statistic's counts, or, when one of the ids was recorded before, changes nothing
 * and answers those ids (`seen`). One statement is one commit: all of it or nothing. Each
 * statistic's part (tallies/) writes only when `batch` inserted the ids (BATCH_IS_NEW); two folds
 * racing with the same id fail on statistics_batch's key, and the second rolls back whole.
 *
 * Every statistic's part is in every statement, with empty arrays when the fold has no events
 * of its kind, so the statement's text does not change from one fold to the next.
 */
export function foldStatement(inputs: readonly FoldInput[]): Prisma.Sql {
  const ids = inputs.map((u) => u.id);
  const parts = tallyAll(inputs).flatMap((tally) =>
    tally.parts().map(
      (part) => Prisma.sql`, ${Prisma.raw(part.name)} AS (${part.sql}
    )`,
    ),
  );
  return Prisma.sql`
    WITH seen AS (
      SELECT id FROM statistics_batch WHERE id = ANY(${ids}::text[])
    ), batch AS (
      INSERT INTO statistics_batch (id, events)
      SELECT * FROM unnest(${ids}::text[], ${inputs.map((u) => u.events.length)}::int[])
      WHERE NOT EXISTS (SELECT 1 FROM seen)
      RETURNING id
    )${Prisma.join(parts, '')}
    SELECT array(SELECT id FROM seen) AS seen`;
}
