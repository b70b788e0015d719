import { readFileSync } from 'node:fs';

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ViteChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The router's manifest (TanStack Router `Manifest`), reduced to what the root route needs. */
export interface RouterManifest {
  routes: Record<string, { preloads?: string[]; css?: string[]; scripts?: { attrs: Record<string, string> }[] }>;
}

/**
 * What every page links from its HTML: the client entry as a module script, the chunks it imports
 * statically as modulepreloads (fetched in parallel, not one after the other), and the one
 * stylesheet (the build does not split CSS, so a page is styled before its code arrives).
 */
export function readRouterManifest(file: string): RouterManifest {
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ViteChunk>;
  const entry = Object.values(chunks).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${file} names no entry chunk`);
  const preloads = new Set<string>();
  const css = new Set<string>(entry.css ?? []);
  // With CSS code splitting off, Vite lists the one stylesheet on its own.
  for (const [key, chunk] of Object.entries(chunks)) if (key.endsWith('.css')) css.add(chunk.file);
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  return {
    routes: {
      __root__: {
        preloads: [...preloads],
        css: [...css].map((file) => `/${file}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: '' } }],
      },
    },
  };
}
