import { config } from 'zod/v4/core';

/**
 * Imported first by the contracts' entry, before any schema is parsed. zod compiles object
 * validators with `new Function` after probing whether eval is allowed; in the browser that probe
 * alone is a Content-Security-Policy violation (the page's policy has no 'unsafe-eval'), so there
 * zod is told never to try: the interpreted validators are fast enough for forms. On the server
 * (the api, the workers, and the pages rendered there, which share one zod) the compiled validators
 * stay on: they are what the statistics path spends least on, and jitless cost the api about a
 * sixth of its ingestion throughput (docs/decisions/0013-zod-jitless-in-the-browser-only.md). Set on zod's core, so it holds for `zod`
 * and `zod/mini` alike (the web app's search-parameter schemas).
 */
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') config({ jitless: true });
