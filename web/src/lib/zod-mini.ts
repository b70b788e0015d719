import { config } from 'zod/mini';

/**
 * The zod of the routes' search parameters. zod compiles object validators with `new Function`
 * after probing whether eval is allowed; in the browser that probe alone is a Content-Security-
 * Policy violation (the page's policy has no 'unsafe-eval'), so this copy interprets them (fast
 * enough for a handful of parameters). It must be set before any schema is built, which is why
 * every module that builds one imports zod from here (ES modules run their imports first).
 *
 * This zod is bundled apart from the forms' full zod (build-tools/entry-zod.ts); the forms' copy
 * is configured by `@voltline/contracts` (contracts/src/zod-config.ts). Re-exported with `export *`, never as a namespace
 * object: a namespace used as a value would keep all of zod in the entry.
 */
config({ jitless: true });

export * from 'zod/mini';
