import type { AnyRoute, AnyRouter } from '@tanstack/react-router';

/**
 * `window.__vlHydrated`: true once the server's HTML of the whole page has become the app. Browser
 * tests wait for it before they click, type or edit (tests/support/browser.ts).
 *
 * The document and the route's page become the app at different moments. Each page is in its own
 * chunk (lib/lazy-page.ts) inside the router's Suspense boundary (the router's pending component):
 * while that chunk is on its way, React keeps the page's server HTML as it is and commits the rest,
 * so the document's effects run first. A mark set there said "hydrated" while the page was not yet:
 * a click could be answered late, and in `npm run dev` an edit made then never reached the page.
 * So the page's own effect sets the mark, and the document's only when no lazy page is on screen.
 */
const MARKS_HYDRATION = Symbol('marks hydration');

export function markHydrated(): void {
  (window as { __vlHydrated?: boolean }).__vlHydrated = true;
}

/** Tags a route component that sets the mark from its own effect (lib/lazy-page.ts). */
export function marksHydration<C extends object>(component: C): C {
  return Object.assign(component, { [MARKS_HYDRATION]: true });
}

/**
 * The route whose page sets the mark: the deepest matched route with a component, when that is a
 * lazy page (the innermost boundary is the last to hydrate). Undefined when the document sets it:
 * an error or not-found page stands in the matched route's place.
 */
export function routeMarkingHydration(router: AnyRouter): string | undefined {
  const componentOf = (routeId: string): unknown => (router.routesById as Record<string, AnyRoute | undefined>)[routeId]?.options.component;
  const shown = router.state.matches.findLast((match) => componentOf(match.routeId));
  if (!shown || shown.status !== 'success') return undefined;
  const component = componentOf(shown.routeId);
  return typeof component === 'function' && MARKS_HYDRATION in component ? shown.routeId : undefined;
}
