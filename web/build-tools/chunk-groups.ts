import type { Rolldown } from 'vite';

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/;
/**
 * Library modules only the pages loaded later use: kept out of the libraries' chunk, which /index
 * loads, so they load with those pages. <Trans> and its HTML parser (about 4 KB gzip) serve the
 * forms' texts with nested links; the shell renders its one linked sentence with
 * components/ui/tagged-text.tsx.
 */
const PAGES_ONLY = /[\\/]node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/]Trans(WithoutContext)?\.js|html-parse-stringify|void-elements)/;

/**
 * Two chunks every page needs, instead of a dozen slivers a phone fetches in a waterfall: the
 * libraries (they change rarely, so they stay cached across deploys) and the shell, i.e. exactly
 * the app modules the entry imports statically. Modules only lazy pages use (forms, zod, their
 * texts) stay with their pages, so they never weigh on /index.
 */
export function chunkGroups(entryId: string): Rolldown.CodeSplittingGroup[] {
  let shell: Set<string> | undefined;
  const shellModules = (ctx: ChunkingContext): Set<string> => {
    if (shell) return shell;
    const seen = new Set<string>([entryId]);
    const queue = [entryId];
    while (queue.length > 0) {
      for (const imported of ctx.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
        if (!seen.has(imported)) {
          seen.add(imported);
          queue.push(imported);
        }
      }
    }
    return (shell = seen);
  };
  return [
    { name: 'framework', test: (id) => FRAMEWORK.test(id) && !PAGES_ONLY.test(id), priority: 2 },
    { name: (id, ctx) => (!id.includes('node_modules') && shellModules(ctx).has(id) ? 'shell' : null), debugName: 'shell', priority: 1 },
  ];
}
