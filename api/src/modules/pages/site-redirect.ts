/**
 * The Location of a redirect to a page of this site: the path, query and fragment of `url`, never
 * an address another host could be read from. A path that starts with two slashes is
 * scheme-relative (`//evil.example/` is another host to a browser), and `new URL` makes one out of
 * a request such as `/.//evil.example/` (it collapses the `/./` after the first slash has been
 * looked at), so leading slashes are collapsed after parsing, not before. A backslash is read as a
 * slash by browsers, so `/\evil.example` is collapsed too.
 */
export function siteRedirectLocation(url: URL): string {
  const path = url.pathname.replace(/^[/\\]+/, '/');
  return `${path}${url.search}${url.hash}`;
}
