import { BCP47, LANGUAGES, toLang } from '@voltline/locales/languages';

/**
 * The head of a page as the server renders it (TanStack Router `head()`): what search engines
 * and link previews read. Every address is absolute, from PUBLIC_URL, never from the request.
 * The page of site xx at path P is `P?site=xx`; `P` alone is the x-default page.
 */
export const BRAND = 'Voltline';
/** The seo module renders every og:image at this size (api/src/modules/seo). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

type Meta = Record<string, string>;
type Link = Record<string, string>;

export function pageUrl(publicUrl: string, path: string, site?: string): string {
  return `${publicUrl}${path}${site ? `?site=${encodeURIComponent(site)}` : ''}`;
}

export function ogImageUrl(publicUrl: string, kind: 'default' | 'product' | 'article', site: string, id?: string | number): string {
  const file = kind === 'default' ? 'default' : `${kind}/${encodeURIComponent(String(id))}`;
  return `${publicUrl}/og/${file}.png?site=${encodeURIComponent(site)}`;
}

/**
 * Canonical, the nine sites' alternates and x-default. The x-default page (`P` without `?site=`,
 * `named` false) is its own canonical: pointing it at one of its alternates would tell search
 * engines the x-default address is a duplicate, and Lighthouse marks that as an SEO fault.
 */
export function siteLinks(publicUrl: string, path: string, site: string, named = true): Link[] {
  return [
    { rel: 'canonical', href: pageUrl(publicUrl, path, named ? site : undefined) },
    ...LANGUAGES.map((lang) => ({ rel: 'alternate', hrefLang: BCP47[lang], href: pageUrl(publicUrl, path, lang) })),
    { rel: 'alternate', hrefLang: 'x-default', href: pageUrl(publicUrl, path) },
  ];
}

export interface PageTexts {
  title: string;
  description: string;
  /** An absolute og:image address and its alternative text. */
  image?: { url: string; alt: string };
  type?: 'website' | 'article' | 'product';
}

/** Title, description, Open Graph and Twitter card tags of one page (a deeper route's win). */
export function pageMeta({ title, description, image, type }: PageTexts): Meta[] {
  const full = title && title !== BRAND ? `${title} · ${BRAND}` : BRAND;
  const meta: Meta[] = [
    { title: full },
    { name: 'description', content: description },
    { property: 'og:title', content: full },
    { property: 'og:description', content: description },
    { name: 'twitter:title', content: full },
    { name: 'twitter:description', content: description },
  ];
  if (type) meta.push({ property: 'og:type', content: type });
  if (image) {
    meta.push(
      { property: 'og:image', content: image.url },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:image', content: image.url },
      { name: 'twitter:image:alt', content: image.alt },
    );
  }
  return meta;
}

/** The tags every page has whatever its content: the address, the site and the card type. */
export function siteMeta(publicUrl: string, path: string, site: string, named = true): Meta[] {
  return [
    { property: 'og:site_name', content: BRAND },
    // The same address as the canonical link (siteLinks).
    { property: 'og:url', content: pageUrl(publicUrl, path, named ? site : undefined) },
    { property: 'og:locale', content: BCP47[toLang(site)].replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** A JSON-LD block; `<` is escaped so that no text in it can close the script element. */
export function jsonLd(data: Record<string, unknown>): { type: string; children: string } {
  return { type: 'application/ld+json', children: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') };
}

/** BreadcrumbList from (name, path) pairs, as the page's breadcrumbs show them. */
export function breadcrumbList(publicUrl: string, site: string, items: { name: string; path: string }[]) {
  return jsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: pageUrl(publicUrl, item.path, site) })),
  });
}
