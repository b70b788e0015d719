import { readFileSync, readdirSync } from 'node:fs';

/** CPU seconds (user + system, all threads) used so far by the processes whose command line matches. */
export function cpuSeconds(match: (commandLine: string) => boolean): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!match(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      // Fields after the command name: utime is the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks / 100; // USER_HZ is 100 on Linux
}

export const isRedis = (c: string) => c.startsWith('redis-server');
export const isPostgres = (c: string) => c.startsWith('postgres');
