// Writes src/routeTree.gen.ts from src/routes with the settings of tsr.config.json, exactly as the
// Vite plugin does at build time (it is the same plugin, run once). The file is generated and
// gitignored, yet `tsc` needs it: postinstall runs this so a fresh clone typechecks before a build.
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const plugins = [tanstackRouterGenerator({ disableLogging: true })].flat();
for (const plugin of plugins) {
  const hook = plugin.configResolved;
  const fn = typeof hook === 'function' ? hook : hook?.handler;
  if (fn) await fn.call({}, { root });
}
