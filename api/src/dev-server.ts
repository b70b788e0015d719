import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { devWeb } from './modules/pages/dev-vite';
import { serve } from './serve';

// The api process of `npm run dev` (scripts/start.ts): the pages come from the web app's sources
// through Vite, with hot module replacement. The production bundle never includes this file.
const config = loadConfig();
const webRoot = fileURLToPath(new URL('../../web', import.meta.url));
// A restart after an edit waits for this one to stop: the open page's HMR socket and its keep-alive
// connections held the close for seconds, and nothing in development needs a graceful end.
await serve(await buildApp(config, { devWeb: devWeb({ webRoot }) }), config, { stopWithinMs: 500 });
