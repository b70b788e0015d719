import { config } from 'zod/v4/core';

/**
 * Imported first by the contracts' entry, before any schema is parsed. zod compiles object
 * validators with `new Function` after probing whether eval is allowed; in the browser that probe
 * alone is a Content-Security-Policy violation (the page's policy has no 'unsafe-eval'). The
 * interpreted validators are fast enough for forms and requests, so zod never tries. Set on zod's
 * core, so it holds for `zod` and `zod/mini` alike (the web app's search-parameter schemas).
 */
config({ jitless: true });
