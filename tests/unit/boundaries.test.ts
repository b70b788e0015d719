import { mkdir, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * The package boundaries and the no-cycle rule of eslint.config.js hold: a deliberate crossing
 * written as a fixture fails `npm run lint` with the rule that refuses it. Fixture files are
 * written beside real code (so the config that applies there applies) and removed afterwards.
 */
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const written: string[] = [];
// ESLint loads its config and resolvers on the first call: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

afterAll(async () => {
  await Promise.all(written.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The rule ids eslint reports for `code` as if it were the file at `path` (relative to the root). */
async function rulesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('package boundaries (eslint.config.js)', () => {
  it('refuses the workers package in the api', async () => {
    expect(
      await rulesBroken('api/src/lib/fixture.ts', "import { startWorkers } from '@voltline/workers/workers';\nexport const x = startWorkers;\n"),
    ).toContain('no-restricted-imports');
  });

  it('refuses the api in the workers', async () => {
    expect(await rulesBroken('workers/src/fixture.ts', "import { buildApp } from '@voltline/api/app';\nexport const x = buildApp;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses anything of ours but the locales in the contracts', async () => {
    expect(await rulesBroken('contracts/src/fixture.ts', "import { within } from '@voltline/platform/within';\nexport const x = within;\n")).toContain(
      'no-restricted-imports',
    );
    expect(await rulesBroken('contracts/src/fixture.ts', "import { LANGUAGES } from '@voltline/locales/languages';\nexport const x = LANGUAGES;\n")).toEqual(
      [],
    );
  });

  it('refuses a relative path into another package', async () => {
    expect(
      await rulesBroken('platform/src/fixture.ts', "import { startWorkers } from '../../workers/src/workers';\nexport const x = startWorkers;\n"),
    ).toContain('no-restricted-imports');
  });

  it('refuses the server-only platform and job definitions in the web app', async () => {
    expect(await rulesBroken('web/src/lib/fixture.ts', "import { within } from '@voltline/platform/within';\nexport const x = within;\n")).toContain(
      'no-restricted-imports',
    );
    expect(await rulesBroken('web/src/lib/fixture.ts', "import { QUEUES } from '@voltline/contracts/jobs';\nexport const x = QUEUES;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it("refuses an api module reaching past another module's index.ts", async () => {
    expect(
      await rulesBroken('api/src/modules/search/fixture.ts', "import { catalogService } from '../catalog/service';\nexport const x = catalogService;\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('api/src/modules/search/fixture.ts', "import { catalogService } from '../catalog';\nexport const x = catalogService;\n")).toEqual(
      [],
    );
  });
});

describe('no import cycles (eslint.config.js)', () => {
  it('refuses two modules that import each other', async () => {
    const dir = join(root, 'platform/src', `cycle-fixture-${randomBytes(4).toString('hex')}`);
    written.push(dir);
    await mkdir(dir);
    await writeFile(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
    await writeFile(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const results = await eslint.lintFiles([join(dir, 'a.ts')]);
    expect(results[0]?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
