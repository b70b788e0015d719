import { describe, expect, it } from 'vitest';
import { cpuSecondsBetween, parseProcStat, readProcessTable, ticksOf, withDescendants, type ProcStat } from './cpu';

// Real lines of /proc/<pid>/stat (proc(5)); the second has a command name with a space and a ')'.
const NODE =
  '4242 (node) S 4000 4242 4000 0 -1 4194560 31079 0 0 0 1520 311 0 0 20 0 11 0 123456 1203961856 30000 18446744073709551615 1 1 0 0 0 0 0 4096 134234626 0 0 0 17 1 0 0 0 0 0';
const ODD =
  '4300 (my ) prog) R 4242 4300 4000 0 -1 4194304 100 0 0 0 7 3 0 0 20 0 1 0 123999 1000 10 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 0 0 0 0 0 0';

describe('parseProcStat', () => {
  it('reads pid, ppid, command name and utime + stime', () => {
    expect(parseProcStat(NODE)).toEqual({ pid: 4242, ppid: 4000, name: 'node', ticks: 1520 + 311 });
  });
  it('counts fields from the last parenthesis, so a command name with spaces or parentheses does not shift them', () => {
    expect(parseProcStat(ODD)).toEqual({ pid: 4300, ppid: 4242, name: 'my ) prog', ticks: 10 });
  });
  it('reads this very process from /proc', () => {
    const me = readProcessTable().find((p) => p.pid === process.pid);
    expect(me).toMatchObject({ pid: process.pid, ppid: process.ppid });
  });
});

describe('CPU of this run only', () => {
  const table: ProcStat[] = [
    { pid: 10, ppid: 1, name: 'node', ticks: 100 }, // the api this run started
    { pid: 11, ppid: 10, name: 'node', ticks: 50 }, // a cluster worker of it
    { pid: 12, ppid: 11, name: 'esbuild', ticks: 5 }, // and its descendant
    { pid: 20, ppid: 1, name: 'node', ticks: 900 }, // another api on the machine: not ours
  ];
  it('takes the started process and all its descendants, and nothing else', () => {
    expect([...withDescendants([10], table)].sort()).toEqual([10, 11, 12]);
    expect(withDescendants([99], table).size).toBe(0);
  });
  it('sums what each process used between the readings; a process started in between counts from 0', () => {
    const before = ticksOf(withDescendants([10], table), table);
    const later: ProcStat[] = [...table.map((p) => ({ ...p, ticks: p.ticks + 100 })), { pid: 13, ppid: 10, name: 'node', ticks: 30 }];
    const after = ticksOf(withDescendants([10], later), later);
    // (100 + 100 + 100) ticks of the three + 30 of the new one, at 100 ticks a second.
    expect(cpuSecondsBetween(before, after)).toBeCloseTo(3.3);
  });
});
