/** Business constants of docs/product.md §9 that the browser applies. */

/** The site list is cached for 5 minutes (the API sends the same max-age). */
export const SITE_LIST_STALE_MS = 5 * 60 * 1000;
/** Menus and search suggestions are cached as long as the API caches them. */
export const SITE_CONTENT_STALE_MS = 5 * 60 * 1000;
/**
 * The header shows its menu button instead of the full navigation under 1024 px (phones and
 * tablets): the five menus of the longest languages (fr, es, jp) need that room beside the logo
 * and the actions. The same width as the stylesheets' --below-desktop.
 */
export const COMPACT_HEADER_MEDIA_QUERY = '(max-width: 1023.98px)';
/** Search overlay: suggestions shown with an empty box, and while typing. */
export const SUGGESTIONS_WHEN_EMPTY = 6;
export const SUGGESTIONS_WHEN_TYPING = 7;
/** Search submits after this delay (the overlay closes first). */
export const SEARCH_SUBMIT_DELAY_MS = 300;
/** A code-split chunk that has not arrived after this long is a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120 * 1000;
