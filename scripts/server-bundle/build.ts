// `npm run build:server`: compiles every process the production image runs into one file each
// under dist/, so the image needs neither tsx nor the TypeScript sources (see docs/operations.md,
// "The production image"). Workspace packages (@voltline/*) are compiled in; npm packages stay
// imports, served by the production node_modules. Each entry is bundled on its own, into a single
// file with its source map, so that every module's location is computed from the same folder
// (source-locations.ts).
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'rolldown';
import { npmExternals } from './externals';
import { sourceLocations } from './source-locations';

const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, 'dist');

/** dist/<name>.mjs <- source. */
const ENTRIES: Record<string, string> = {
  api: 'api/src/server.ts',
  workers: 'workers/src/main.ts',
  migrate: 'prisma/src/migrate-cli.ts',
  seed: 'prisma/src/seed-cli.ts',
  // The offline stand-in for Prisma's schema engine (prisma/offline-engine/launch.mjs runs it where
  // tsx is not installed).
  'schema-engine': 'prisma/offline-engine/engine.ts',
  // The operators' commands (npm run orders:import / mail:retry-failed / warranty:record).
  'orders-import': 'workers/src/orders/import-cli.ts',
  'mail-retry-failed': 'workers/src/mail/retry-failed-cli.ts',
  'warranty-record': 'api/src/modules/warranty/record-cli.ts',
};

await rm(distDir, { recursive: true, force: true });
for (const [name, source] of Object.entries(ENTRIES)) {
  await build({
    cwd: root,
    input: { [name]: path.join(root, source) },
    platform: 'node',
    plugins: [npmExternals(distDir), sourceLocations(distDir)],
    transform: { target: 'node20' },
    output: {
      dir: distDir,
      format: 'esm',
      entryFileNames: '[name].mjs',
      sourcemap: true,
      // One file per process: no chunks shared between entries, dynamic imports inlined.
      codeSplitting: false,
      // Error and class names show in logs as they are in the sources.
      keepNames: true,
    },
  });
  const { size } = await stat(path.join(distDir, `${name}.mjs`));
  console.log(`dist/${name}.mjs  ${(size / 1024).toFixed(0)} KB  <- ${source}`);
}
