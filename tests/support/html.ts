/**
 * Reads what crawlers and link previews read from server HTML: the head tags and the main
 * heading. Attribute order is React's (stable), values are HTML-escaped.
 */
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'");

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) found[match[1]!.toLowerCase()] = decode(match[2]!);
  return found;
}

export interface PageHead {
  lang: string | undefined;
  title: string | undefined;
  meta: (name: string) => string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  h1: string | undefined;
  preloadedImages: string[];
}

export function readPage(html: string): PageHead {
  const metas = [...html.matchAll(/<meta [^>]*>/g)].map((m) => attributes(m[0]));
  const links = [...html.matchAll(/<link [^>]*>/g)].map((m) => attributes(m[0]));
  const alternates: Record<string, string> = {};
  for (const link of links) if (link.rel === 'alternate' && link.hreflang) alternates[link.hreflang] = link.href!;
  const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
  return {
    lang: html.match(/<html lang="([^"]+)"/)?.[1],
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '') || undefined,
    meta: (name) => metas.find((m) => m.name === name || m.property === name)?.content,
    canonical: links.find((l) => l.rel === 'canonical')?.href,
    alternates,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
    h1: h1 === undefined ? undefined : decode(h1.replace(/<[^>]+>/g, '')).trim(),
    preloadedImages: links.filter((l) => l.rel === 'preload' && l.as === 'image').map((l) => l.href!),
  };
}
