/** The ways a page can be shared; the statistics calls name them (docs/product.md §7). */
export type ShareWay = 'facebook' | 'twitter' | 'pinterest' | 'email' | 'copy_link';

/**
 * The share addresses of a page: Facebook, X, Pinterest (with the page's image, made absolute:
 * Pinterest fetches it) and an email draft. One place for every share component.
 */
export function shareLinks(url: string, title: string, image: string): Record<Exclude<ShareWay, 'copy_link'>, string> {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
    pinterest: `https://www.pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(new URL(image, url).href)}&description=${text}`,
    email: `mailto:?subject=${text}&body=${u}`,
  };
}
