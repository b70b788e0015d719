import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is shown (`show`), then stays mounted: for what
 * most visits never open (the search dialog, the subscribe confirmation), so
 * that its code is not part of what every page downloads first. Until its code has arrived it
 * renders nothing; it is never shown on the server's first render unless `show` is already set.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  function OnDemand({ show, ...props }: P & { show: boolean }) {
    const [shown, setShown] = useState(show);
    // Remembered from the render that first showed it (React's "state from earlier renders").
    if (show && !shown) setShown(true);
    if (!shown && !show) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as unknown as P)} />
      </Suspense>
    );
  }
  return OnDemand;
}
