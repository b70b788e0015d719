import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * How `npm start` and `npm run dev` run the api and the workers from their TypeScript sources:
 * the arguments of `node` (process.execPath). The dev-loop test runs the same commands.
 */
export interface ProcessSpec {
  name: 'api' | 'workers';
  args: string[];
}

const tsxCli = () => createRequire(import.meta.url).resolve('tsx/cli');

/** `npm start`: each process once, compiled on the fly by tsx. */
export function startProcesses(root: string): ProcessSpec[] {
  return [
    { name: 'api', args: ['--import', 'tsx', join(root, 'api/src/server.ts')] },
    { name: 'workers', args: ['--import', 'tsx', join(root, 'workers/src/main.ts')] },
  ];
}

/**
 * `npm run dev`: each process restarted by `tsx watch` when a file it imported changes. The api
 * does not restart for the web app or the locale files: Vite, inside it, brings those to the
 * browser by hot module replacement, and a restart would drop the browser's HMR connection (the
 * api's own status messages read the locale files at start, so a changed API message shows after
 * the next api restart). The workers restart for any of theirs, locale files included (mail texts).
 */
export function devProcesses(root: string, apiEntry = join(root, 'api/src/dev-server.ts')): ProcessSpec[] {
  const watch = (entry: string, exclude: string[]) => [
    tsxCli(),
    'watch',
    // Both processes share the terminal: clearing it on a restart would wipe the other's lines.
    '--clear-screen=false',
    ...exclude.flatMap((glob) => ['--exclude', glob]),
    entry,
  ];
  return [
    { name: 'api', args: watch(apiEntry, [join(root, 'web/**'), join(root, 'locales/**')]) },
    { name: 'workers', args: watch(join(root, 'workers/src/main.ts'), []) },
  ];
}
