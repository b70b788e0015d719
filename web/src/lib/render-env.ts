/** What the server knows and the browser must agree on (sent with the dehydrated page). */
export interface RenderEnv {
  /** PUBLIC_URL: the base of canonical, hreflang and Open Graph addresses. */
  publicUrl: string;
}
