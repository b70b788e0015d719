/**
 * How this project starts Debian's Chromium (browser tests, `npm run lighthouse`): headless, as
 * root, and without the background connections and first-run work that a machine without outside
 * network answers with refused connections.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
