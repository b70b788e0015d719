/** Pure arithmetic of a bench run: rounds of a scenario and its baseline become one figure. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Ratio of each round (the scenario against the baseline measured in the SAME round, so a host
 * that drifts between rounds moves both), then their median: one slow round does not move it.
 */
export function roundRatios(scenario: readonly number[], baseline: readonly number[]): number[] {
  if (scenario.length !== baseline.length) throw new Error(`rounds differ: ${scenario.length} against ${baseline.length}`);
  return scenario.map((value, i) => (baseline[i]! > 0 ? value / baseline[i]! : Number.NaN));
}
