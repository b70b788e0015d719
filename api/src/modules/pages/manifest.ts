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
  routes: Record<string, { preloads?: string[]; css?: string[]; scripts?: { attrs?: Record<string, string>; children?: string }[] }>;
}

/**
 * What every page links from its HTML: the one stylesheet (the build does not split CSS, so a page
 * is styled before its code arrives) and a small inline script that starts the app once the
 * server's HTML is on screen.
 *
 * Why the code is not linked from the HTML (docs/architecture.md, "Server rendering"): the page
 * is complete without it, and on a slow phone link the 130 KB of scripts would share the first
 * second with the stylesheet and the LCP image, and their evaluation would run before the first
 * paint. So the HTML asks only for what paints; the loader waits for the first painted frame, then
 * adds the entry and its static imports (as modulepreloads, fetched in parallel, not one after the
 * other). A tab opened in the background paints nothing until shown, so a timer caps the wait.
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
        css: [...css].map((file) => `/${file}`),
        scripts: [{ children: afterPaintLoader(`/${entry.file}`, [...preloads]) }],
      },
    },
  };
}

/** Milliseconds a tab that does not paint (opened in the background) waits before starting the app. */
const PAINT_WAIT_CAP_MS = 1_000;

/**
 * The inline script that starts the app: the next animation frame's callback runs just before the
 * first frame is painted (not at all while the stylesheet still blocks rendering), and a task
 * queued from it runs after that paint. The script elements it adds come from this origin, which
 * the page's CSP (`script-src 'self'`) allows. The router's <Scripts> inserts the same inline
 * script again once hydrated: the flag makes that copy do nothing.
 */
export function afterPaintLoader(entry: string, preloads: string[]): string {
  return `(function(){var w=window,d=document;if(w.__vlBoot)return;w.__vlBoot=1;var done=0;function go(){if(done)return;done=1;${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};d.body.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${PAINT_WAIT_CAP_MS})})()`;
}
