import { createElement, useEffect, type ComponentType } from 'react';
import { lazyRouteComponent, useMatch, useRouter } from '@tanstack/react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import type { LazyTextSection } from './lazy-text-sections';
import { loadTexts } from './lazy-texts';
import { markHydrated, marksHydration, routeMarkingHydration } from './hydration-mark';

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
  const Loaded = lazyRouteComponent(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS), exportName);
  // Its effect runs once the page's content is committed: after hydration of the server's HTML,
  // not before (lib/hydration-mark.ts).
  function LazyPage(props: object) {
    const router = useRouter();
    const routeId = useMatch({ strict: false, select: (match) => match.routeId });
    useEffect(() => {
      if (routeMarkingHydration(router) === routeId) markHydrated();
    }, [router, routeId]);
    return createElement(Loaded as ComponentType<object>, props);
  }
  // The router preloads through it; lazyRouteComponent drops it in the browser once loaded.
  Object.defineProperty(LazyPage, 'preload', { get: () => Loaded.preload });
  return marksHydration(LazyPage as typeof Loaded);
}

/** True for errors of loading code (time-out, network, a deploy replaced the chunk). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(message);
}
