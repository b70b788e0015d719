import { lazyRouteComponent } from '@tanstack/react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import type { LazyTextSection } from './lazy-text-sections';
import { loadTexts } from './lazy-texts';

/** A code-split chunk that did not arrive within CHUNK_LOAD_TIMEOUT_MS (docs/product.md §9). */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('chunk load timed out');
    this.name = 'ChunkLoadTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = globalThis.setTimeout(() => reject(new ChunkLoadTimeoutError()), ms);
    promise.then(
      (value) => {
        globalThis.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        globalThis.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A route component in its own chunk. The router preloads it (on link intent and before showing
 * the route); a chunk that fails, or hangs past the time limit, ends in the route's error
 * component, which offers a retry. `texts` names a section of common.json kept out of the entry
 * (lib/lazy-text-sections.ts) that the page needs: it loads alongside the code.
 */
export function lazyPage<T extends Record<string, unknown>, K extends keyof T & string>(importer: () => Promise<T>, exportName: K, texts?: LazyTextSection) {
  const load = () => (texts ? Promise.all([importer(), loadTexts(texts)]).then(([module]) => module) : importer());
  return lazyRouteComponent(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS), exportName);
}

/** True for errors of loading code (time-out, network, a deploy replaced the chunk). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(message);
}
