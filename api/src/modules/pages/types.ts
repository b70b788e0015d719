import type { RouterManifest } from './manifest';

/**
 * The shapes the page renderer (ssr-plugin.ts) and the development renderer (dev-vite.ts) share,
 * kept apart so that neither imports the other.
 */

/** The server entry of the web app (web/src/entry-server.tsx, built into web/dist-server). */
export interface ServerEntry {
  prepare(options: { apiFetch: (url: string, init: RequestInit) => Promise<Response> }): Promise<void>;
  render(options: { request: Request; manifest: RouterManifest; publicUrl: string }): Promise<Response>;
  /** The address of the page a path and query show: only the search parameters its routes read, sorted (web/src/page-address.ts). */
  pageAddress(pathAndQuery: string): string;
}

/** The web app as `npm run dev` serves it: its server entry and manifest, from the sources. */
export interface DevPages {
  entry: ServerEntry;
  manifest: RouterManifest;
  /** The page policy with what the development client needs beyond production's (dev-vite.ts). */
  policy(production: string): string;
}
