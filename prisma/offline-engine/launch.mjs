// Runs engine.ts through tsx (resolved from this file's location, not from the caller's cwd). In the
// production image tsx, a development tool, is not installed: there the compiled engine that
// `npm run build:server` wrote to dist/schema-engine.mjs runs instead.
let tsx;
try {
  tsx = await import('tsx/esm/api');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
}
if (tsx) {
  tsx.register();
  await import('./engine.ts');
} else {
  await import('../../dist/schema-engine.mjs');
}
