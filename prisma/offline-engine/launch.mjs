// Loads engine.ts through tsx (resolved from this file's location, not from the caller's cwd).
import { register } from 'tsx/esm/api';

register();
await import('./engine.ts');
