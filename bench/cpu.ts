import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time of THIS run's own processes, from /proc/<pid>/stat (proc(5)): the processes the bench
 * started and their descendants (an api started with several processes forks them), and the
 * Postgres backends of the run's own database. Never matched by command line: another api or
 * Redis on the machine is not ours.
 */
export interface ProcStat {
  pid: number;
  ppid: number;
  /** The command name (comm, at most 15 characters): `node` for a Node.js process. */
  name: string;
  /** utime + stime of the whole process (all its threads), in clock ticks. */
  ticks: number;
}

/** USER_HZ: the unit of utime/stime in /proc; 100 on every Linux this runs on. */
export const CLOCK_TICKS_PER_SECOND = 100;

/**
 * One /proc/<pid>/stat line. The command name (field 2) is in parentheses and may itself hold
 * spaces or parentheses, so the fields are counted from the LAST ')': after it come state (3),
 * ppid (4), ... utime (14), stime (15).
 */
export function parseProcStat(line: string): ProcStat {
  const close = line.lastIndexOf(')');
  if (close < 0) throw new Error(`not a /proc stat line: ${line.slice(0, 80)}`);
  const pid = Number(line.slice(0, line.indexOf(' ')));
  const rest = line.slice(close + 2).split(' ');
  // rest[0] is field 3 (state): field n is rest[n - 3].
  const ppid = Number(rest[1]);
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  if (![pid, ppid, utime, stime].every(Number.isFinite)) throw new Error(`unreadable /proc stat line: ${line.slice(0, 80)}`);
  return { pid, ppid, name: line.slice(line.indexOf('(') + 1, close), ticks: utime + stime };
}

/** The roots and every process below them (children, grandchildren...). */
export function withDescendants(roots: readonly number[], table: readonly ProcStat[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const p of table) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const found = new Set<number>();
  const stack = roots.filter((pid) => table.some((p) => p.pid === pid));
  while (stack.length) {
    const pid = stack.pop()!;
    if (found.has(pid)) continue;
    found.add(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** Ticks per process id of a set; a process missing from the table counts 0. */
export function ticksOf(pids: Iterable<number>, table: readonly ProcStat[]): Map<number, number> {
  const byPid = new Map(table.map((p) => [p.pid, p.ticks]));
  return new Map([...pids].map((pid) => [pid, byPid.get(pid) ?? 0]));
}

/**
 * CPU seconds used between two readings of the same parts. A process that appeared in between
 * (a backend opened, a respawned api process) counts from 0; one that ended in between loses what
 * it used since the first reading (proc(5) keeps nothing of an exited process we did not wait for).
 */
export function cpuSecondsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, t] of after) ticks += Math.max(0, t - (before.get(pid) ?? 0));
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/** Every process's stat line now (processes that end while being read are skipped). */
export function readProcessTable(): ProcStat[] {
  const table: ProcStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      table.push(parseProcStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // Ended between readdir and read.
    }
  }
  return table;
}
