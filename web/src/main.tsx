/**
 * The page's script: hydrates the server's HTML, after the browser has painted it.
 *
 * The server's HTML is the page (docs/architecture.md, "Server rendering"); hydrating only makes it
 * interactive. A phone that has the scripts already (cache, or a fast link) would otherwise run
 * them, parsing the libraries and hydrating (hundreds of milliseconds of CPU on a slow phone),
 * before its first paint. Waiting for one painted frame puts the content on screen first; the
 * scripts keep downloading meanwhile (modulepreload in the HTML), so nothing is fetched later.
 */
await afterFirstPaint();
await import('./hydrate');

/**
 * Resolves once a frame has been painted: the callback of the next animation frame runs just
 * before that frame's paint, and a task queued from it runs after. A tab that paints nothing
 * (opened in the background) gets its frames only when shown, so a timer caps the wait.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const cap = window.setTimeout(resolve, 250);
    window.requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(cap);
        resolve();
      }, 0),
    );
  });
}

// A module (it has no imports of its own): top-level await needs one.
export {};
