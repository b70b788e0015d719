import type { Plugin } from 'vite';
import { gzipCopy } from './gzip-copy.ts';

/** The budget for the JavaScript a phone downloads to show /index (docs/decisions/0009-javascript-budget.md). */
const BUDGET_KB = 150;

/**
 * Prints, after every build, the gzip size of the JavaScript that /index loads, and fails the
 * build over the budget: the entry and everything it imports statically, the home page's chunk,
 * and one language's texts (us). Pages loaded later (forms, zod, other languages) do not count: they are fetched when used.
 */
export function indexWeight(options: { homeModule: RegExp; languageModules: RegExp }): Plugin {
  return {
    name: 'voltline:index-weight',
    apply: 'build',
    async generateBundle(_output, bundle) {
      if (this.environment.config.consumer === 'server') return; // the server entry is not downloaded
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const roots = chunks.filter(
        (chunk) =>
          chunk.isEntry ||
          (chunk.facadeModuleId !== null && (options.homeModule.test(chunk.facadeModuleId) || options.languageModules.test(chunk.facadeModuleId))),
      );
      const loaded = new Set<string>();
      const visit = (file: string) => {
        if (loaded.has(file)) return;
        loaded.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
      };
      for (const chunk of roots) visit(chunk.fileName);

      const rows = await Promise.all([...loaded].map(async (file) => ({ file, gzip: (await gzipCopy(byFile.get(file)?.code ?? '')).length })));
      const total = rows.reduce((sum, row) => sum + row.gzip, 0);
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      const lines = rows.sort((a, b) => b.gzip - a.gzip).map((row) => `  ${kb(row.gzip).padStart(6)} KB  ${row.file}`);
      const report = `JavaScript that /index loads: ${kb(total)} KB gzip`;
      // A budget that only prints is passed unnoticed: the build (and so `npm test` and CI) fails.
      if (total / 1024 > BUDGET_KB) this.error(`${report}, OVER the ${BUDGET_KB} KB budget\n${lines.join('\n')}`);
      this.info(`${report} (within the ${BUDGET_KB} KB budget)\n${lines.join('\n')}`);
    },
  };
}
