import { UNSAFE_TEXT } from './safe-text';
import { NOT_A_DATE } from './strict-date';

export type FieldProblemKey = 'too_long' | 'unsafe_text' | 'date';

// A Map, not an object: a problem such as "constructor" must not find Object.prototype's.
const KEYS = new Map<string, FieldProblemKey>([
  ['too long', 'too_long'],
  [UNSAFE_TEXT, 'unsafe_text'],
  [NOT_A_DATE, 'date'],
]);

/**
 * The key of status.json's `field` section for a contract's own word for a failure ("too long",
 * "unsafe text", "not a date"), or undefined for anything else (answered as "invalid").
 */
export function fieldProblemKey(problem: string | undefined): FieldProblemKey | undefined {
  return problem === undefined ? undefined : KEYS.get(problem);
}
