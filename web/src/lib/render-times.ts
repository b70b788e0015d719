import type { DehydratedState } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

/**
 * A server-rendered page's bytes depend on its content only (docs/decisions/0019-campaign-scale-serving.md):
 * every api process renders the same bytes for the same content, so their ETags agree and a
 * browser's or CDN's If-None-Match gets 304 from any of them. The router and react-query write the
 * moment of the render into the page (a match's `updatedAt`, a query's `dehydratedAt`,
 * `dataUpdatedAt`, `errorUpdatedAt`): the server writes RENDER_TIME instead, and the browser reads
 * it as the moment it hydrates the page. A page copy is served for a minute or more after its
 * render, so "fetched when the page was shown" is also the truer statement for the visitor's
 * react-query (its staleTime counts from there, as for data the browser fetched itself).
 */
export const RENDER_TIME = 1;

type DehydratedQuery = DehydratedState['queries'][number];

/** The queries part of what the router dehydrates (@tanstack/react-router-ssr-query). */
interface DehydratedQueries {
  initial?: DehydratedQuery[];
  stream?: ReadableStream<DehydratedQuery[]>;
}

function mapQueries(queries: DehydratedQueries, map: (query: DehydratedQuery) => void): void {
  queries.initial?.forEach(map);
  // Queries that finish while the page streams come after the initial ones, in batches.
  queries.stream = queries.stream?.pipeThrough(
    new TransformStream<DehydratedQuery[], DehydratedQuery[]>({
      transform(batch, controller) {
        batch.forEach(map);
        controller.enqueue(batch);
      },
    }),
  );
}

/** Server: the render's times become RENDER_TIME (a time that was 0, "never", stays 0). */
function timeless(query: DehydratedQuery): void {
  query.dehydratedAt = RENDER_TIME;
  const { state } = query;
  if (state.dataUpdatedAt > 0) state.dataUpdatedAt = RENDER_TIME;
  if (state.errorUpdatedAt > 0) state.errorUpdatedAt = RENDER_TIME;
}

/**
 * Server: makes the router of one render write no time of the render. Call after the query
 * integration is set up (it wraps the same `dehydrate`).
 */
export function withoutRenderTimes(router: AnyRouter): void {
  const dehydrateData = router.options.dehydrate;
  router.options.dehydrate = async () => {
    const data = (await dehydrateData?.()) as { query?: DehydratedQueries } | undefined;
    if (data?.query) mapQueries(data.query, timeless);
    return data;
  };
  // The matches are dehydrated by the router itself, from its store, just before the data above.
  router.serverSsrLifecycle = {
    ...router.serverSsrLifecycle,
    onServerSsrAttach: [
      ...(router.serverSsrLifecycle?.onServerSsrAttach ?? []),
      (serverSsr) => {
        const dehydrate = serverSsr.dehydrate;
        serverSsr.dehydrate = (options) => {
          for (const match of router.stores.matches.get()) match.updatedAt = RENDER_TIME;
          return dehydrate(options);
        };
      },
    ],
  };
}

/** Browser: the render's times, written as RENDER_TIME, become the moment of hydration. */
export function rebaseRenderTimes(dehydrated: { query?: DehydratedQueries }, now = Date.now()): void {
  if (!dehydrated.query) return;
  mapQueries(dehydrated.query, (query) => {
    if (query.dehydratedAt === RENDER_TIME) query.dehydratedAt = now;
    const { state } = query;
    if (state.dataUpdatedAt === RENDER_TIME) state.dataUpdatedAt = now;
    if (state.errorUpdatedAt === RENDER_TIME) state.errorUpdatedAt = now;
  });
}
