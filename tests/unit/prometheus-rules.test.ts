import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The alert rules (ops/prometheus/alerts.yml) are checked and their unit tests run by Prometheus's
 * own tool, so a broken expression or a rule that stopped firing fails `npm test` in the same run.
 * promtool comes with the Debian package `prometheus`, which .ci/run installs.
 */
const dir = resolve(import.meta.dirname, '../../ops/prometheus');
const run = promisify(execFile);

async function promtool(...args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run('promtool', args, { cwd: dir });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '', code } = error as { stdout?: string; stderr?: string; code?: unknown };
    if (code === 'ENOENT') return { ok: false, output: 'promtool is not installed: apt-get install prometheus (see .ci/run)' };
    return { ok: false, output: stdout + stderr };
  }
}

describe('the alert rules', () => {
  it('pass promtool check rules', async () => {
    const result = await promtool('check', 'rules', 'alerts.yml');
    expect(result.ok, result.output).toBe(true);
    expect(result.output).toMatch(/SUCCESS: [1-9]\d* rules found/);
  }, 30_000);

  it('pass their unit tests (promtool test rules)', async () => {
    const result = await promtool('test', 'rules', 'alerts.test.yml');
    expect(result.ok, result.output).toBe(true);
    expect(result.output).toContain('SUCCESS');
  }, 30_000);

  it('each have a unit test', async () => {
    const { readFile } = await import('node:fs/promises');
    const rules = [...(await readFile(resolve(dir, 'alerts.yml'), 'utf8')).matchAll(/^\s+- alert: (\w+)$/gm)].map((m) => m[1]);
    const tested = new Set([...(await readFile(resolve(dir, 'alerts.test.yml'), 'utf8')).matchAll(/^\s+alertname: (\w+)$/gm)].map((m) => m[1]));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((rule) => !tested.has(rule))).toEqual([]);
  });
});
