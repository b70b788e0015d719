import { LANGUAGES } from '@voltline/locales/languages';
/**
 * Shapes of the content seed (articles, FAQ, downloads); the content itself is in prisma/content,
 * read by seed-content-data.ts. Texts are given per site language; the seed writes one text row per
 * language. Article bodies are written as lines for readability and stored as JSON blocks (see
 * `toBlocks`), which the web app renders as elements, never as HTML.
 */
/** Every site's language (one list for the whole codebase, kept with the texts). */
export const CONTENT_LANGS = LANGUAGES;
export type ContentLang = (typeof CONTENT_LANGS)[number];
export type PerLang<T> = Record<ContentLang, T>;

export type ArticleBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] } | { type: 'tip'; text: string };

/**
 * Body lines: "## " starts a heading, "* " a list item (consecutive items form one list), "> " a
 * highlighted tip; any other line is a paragraph.
 */
export function toBlocks(lines: readonly string[]): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const line of lines) {
    if (line.startsWith('## ')) blocks.push({ type: 'heading', text: line.slice(3) });
    else if (line.startsWith('> ')) blocks.push({ type: 'tip', text: line.slice(2) });
    else if (line.startsWith('* ')) {
      const last = blocks.at(-1);
      if (last?.type === 'list') last.items.push(line.slice(2));
      else blocks.push({ type: 'list', items: [line.slice(2)] });
    } else blocks.push({ type: 'paragraph', text: line });
  }
  return blocks;
}

export interface SeedArticleText {
  title: string;
  summary: string;
  body: string[];
}

export interface SeedDiscountProduct {
  modelName: string;
  discount: number;
  /** Picture of the product family, under web/public/images/content. */
  image: string;
}

export interface SeedArticle {
  slug: string;
  category: string;
  date: string;
  products: SeedDiscountProduct[];
  texts: PerLang<SeedArticleText>;
}

/** A tab of /explore. */
export interface SeedArticleCategory {
  slug: string;
  names: PerLang<string>;
}

export const FAQ_GROUPS = ['warranty', 'delivery', 'products', 'general'] as const;
export type SeedFaqGroup = (typeof FAQ_GROUPS)[number];

/** A question of /FAQ and /support_faq. */
export interface SeedFaq {
  slug: string;
  group: SeedFaqGroup;
  /** [question, answer] per language. */
  texts: PerLang<[string, string]>;
}

export const DOWNLOAD_KINDS = ['manual', 'firmware', 'driver', 'spec_sheet'] as const;
export type SeedDownloadKind = (typeof DOWNLOAD_KINDS)[number];

export interface SeedDownload {
  /** A file under web/public/downloads, served at /downloads/<fileName>. */
  fileName: string;
  kind: SeedDownloadKind;
  /** Language of the document: a language tag, or "multi" for a multilingual one. */
  fileLang: string;
  /** The file's size in bytes; seed-content.test.ts checks it against the file in the repository. */
  sizeBytes: number;
  version: string;
  date: string;
  titles: PerLang<string>;
}

/** Marketplace storefront per site: discount links search the brand's listing of the model there. */
export const MARKETPLACE_BY_SITE: PerLang<string> = {
  us: 'https://www.amazon.com',
  de: 'https://www.amazon.de',
  es: 'https://www.amazon.es',
  fr: 'https://www.amazon.fr',
  it: 'https://www.amazon.it',
  jp: 'https://www.amazon.co.jp',
  nl: 'https://www.amazon.nl',
  pl: 'https://www.amazon.pl',
  se: 'https://www.amazon.se',
};

export function marketplaceLinks(modelName: string): PerLang<string> {
  const query = encodeURIComponent(`Voltline ${modelName}`).replace(/%20/g, '+');
  return Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, `${MARKETPLACE_BY_SITE[lang]}/s?k=${query}`])) as PerLang<string>;
}
