import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const COPY = '?entry-copy';

/**
 * Bundles the zod that the web app imports itself (`zod/mini`, for the routes' search parameters)
 * as a copy of its own, apart from the full zod that the forms' schemas (`@voltline/contracts`)
 * bring with the lazy pages.
 *
 * Why: a bundler keeps one copy of a module, with the exports that any chunk uses, in the chunk
 * that first needs it. zod/mini and the full zod share zod's core, and the entry needs the core:
 * so every part of the core that some form uses (string formats, records, unions...) landed in
 * the shell that /index loads, about 17 KB gzip of it. As two copies, the entry's copy keeps what
 * the routes use and the rest stays with the pages that use it.
 *
 * A copy is the same files under another module id: imports of `zod/mini` from the app's own
 * sources resolve to `<file>?entry-copy`, and the copy's own imports stay inside the copy.
 */
export function entryZodCopy(): Plugin {
  return {
    name: 'voltline:entry-zod',
    enforce: 'pre',
    // Chunking is the bundle's concern: under `npm run dev` the copy was a second module of a
    // pre-bundled dependency, found only when a page first asked for it (and Vite then optimized
    // its dependencies again under the open page).
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      // The app's own sources: the contracts use the full zod, never zod/mini.
      const fromApp = source === 'zod/mini' && !importer.includes('node_modules');
      const insideCopy = importer.endsWith(COPY);
      if (!fromApp && !insideCopy) return null;
      const resolved = await this.resolve(source, insideCopy ? importer.slice(0, -COPY.length) : importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.includes('node_modules')) return resolved;
      return { ...resolved, id: `${resolved.id}${COPY}` };
    },
    async load(id) {
      return id.endsWith(COPY) ? readFile(id.slice(0, -COPY.length), 'utf8') : null;
    },
  };
}
