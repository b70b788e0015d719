import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * `npm test` (after the build): vitest's unit and system projects in one vitest process, the fault
 * project in a second one beside it (docs/testing.md, "How long a run takes").
 *
 * Why two processes: vitest runs a project whose files go one at a time (system, faults) in a group
 * of its own, one group after the other, so in one process the fault files waited for the last
 * system file. A fault test spends most of its time waiting on timers of the real system (a stalled
 * job's lock, a retry's back-off, a process restarted): about 55 % of the two cores stood idle
 * through it. The fault tests share nothing with the system tests (each starts its own redis-server,
 * database copy and api/workers processes on free ports), so the two run side by side.
 *
 * The fault run's output is held and printed as one block when it ends, so the two never mix line
 * by line. The exit code is non-zero when either run failed; Ctrl-C stops both.
 */
const root = resolve(import.meta.dirname, '..');
// vitest's command (its `bin`); the package exports its package.json, not the file itself.
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

interface Run {
  name: string;
  done: Promise<number>;
  stop(): void;
}

function run(name: string, projects: string[], held: boolean): Run {
  const args = [vitest, 'run', ...projects.flatMap((p) => ['--project', p])];
  const child = spawn(process.execPath, args, { cwd: root, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<number>((settle) => {
    child.once('error', (error) => {
      process.stderr.write(`${name}: could not start vitest: ${error.message}\n`);
      settle(1);
    });
    child.once('exit', (code, signal) => {
      if (held)
        process.stdout.write(`\n==== ${name} (run beside the others; its whole output) ====\n${Buffer.concat(chunks).toString()}\n==== end of ${name} ====\n`);
      settle(code ?? (signal ? 1 : 0));
    });
  });
  return { name, done, stop: () => child.kill('SIGINT') };
}

const runs = [run('unit and system tests', ['unit', 'system'], false), run('fault tests', ['faults'], true)];
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => runs.forEach((r) => r.stop()));

const codes = await Promise.all(runs.map((r) => r.done));
const failed = runs.filter((_, i) => codes[i] !== 0).map((r) => r.name);
process.stdout.write(failed.length === 0 ? '\nnpm test: every run passed\n' : `\nnpm test: failed: ${failed.join(', ')}\n`);
process.exit(failed.length === 0 ? 0 : 1);
