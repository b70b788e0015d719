import { z } from 'zod';
import { CONTENT_DIR, readJsonFile, readMarkdownFile } from './content-files';
import {
  CONTENT_LANGS,
  DOWNLOAD_KINDS,
  FAQ_GROUPS,
  type ContentLang,
  type PerLang,
  type SeedArticle,
  type SeedArticleCategory,
  type SeedDownload,
  type SeedFaq,
} from './seed-content-types';

/**
 * Articles, FAQ and downloads as read from prisma/content: per kind an `index.json` with what does
 * not depend on the language (slugs, order, dates, products) and one file per language with the
 * texts. Each language file must cover exactly the entries of the index, so a missing or stray
 * translation names its file and entry.
 */

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lowercase slug (a-z, 0-9, "-")');
const isoDate = z.iso.date();

/** An object with exactly these keys, each matching `value`. */
function exactly<V extends z.ZodType>(keys: readonly string[], value: V) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<string, V>);
}

/** Reports every item of `list` that repeats an earlier one, at `pathOf(its index)`. */
function checkUnique(ctx: z.core.$RefinementCtx, list: readonly string[], pathOf: (index: number) => PropertyKey[]) {
  const seen = new Set<string>();
  for (const [index, item] of list.entries()) {
    if (seen.has(item)) ctx.addIssue({ code: 'custom', message: `${item} is listed twice`, path: pathOf(index) });
    seen.add(item);
  }
}

const articleIndexSchema = z
  .strictObject({
    categories: z.array(slug).min(1),
    articles: z.array(
      z.strictObject({
        slug,
        category: slug,
        date: isoDate,
        products: z.array(
          z.strictObject({
            modelName: text,
            discount: z.number().int().min(1).max(99),
            image: z.string().regex(/^\/images\/content\/[\w-]+\.svg$/, 'expected /images/content/<name>.svg'),
          }),
        ),
      }),
    ),
  })
  .superRefine((index, ctx) => {
    checkUnique(ctx, index.categories, (i) => ['categories', i]);
    checkUnique(
      ctx,
      index.articles.map((a) => a.slug),
      (i) => ['articles', i, 'slug'],
    );
    const categories = new Set(index.categories);
    for (const [i, a] of index.articles.entries()) {
      if (!categories.has(a.category)) ctx.addIssue({ code: 'custom', message: `unknown category ${a.category}`, path: ['articles', i, 'category'] });
    }
  });

const articleTextSchema = z.strictObject({ title: text, summary: text, body: z.array(text).min(1) });

const faqIndexSchema = z.array(z.strictObject({ slug, group: z.enum(FAQ_GROUPS) }));
const faqTextSchema = z.strictObject({ question: text, answer: text });

const downloadIndexSchema = z.array(
  z.strictObject({
    fileName: z.string().regex(/^[\w.-]+\.(pdf|txt)$/, 'expected a file name under web/public/downloads'),
    kind: z.enum(DOWNLOAD_KINDS),
    fileLang: z.string().regex(/^([a-z]{2}|multi)$/, 'expected a two-letter language or "multi"'),
    sizeBytes: z.number().int().positive(),
    version: text,
    date: isoDate,
  }),
);

function perLang<T>(read: (lang: ContentLang) => T): PerLang<T> {
  return Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, read(lang)])) as PerLang<T>;
}

export interface SeedContent {
  categories: SeedArticleCategory[];
  articles: SeedArticle[];
  faq: SeedFaq[];
  downloads: SeedDownload[];
}

function readArticles(dir: string): Pick<SeedContent, 'categories' | 'articles'> {
  const index = readJsonFile('articles/index.json', articleIndexSchema, dir);
  const names = perLang((lang) => readJsonFile(`articles/${lang}/categories.json`, exactly(index.categories, text), dir));
  const categories = index.categories.map((s) => ({ slug: s, names: perLang((lang) => names[lang][s]!) }));
  const articles = index.articles.map((a) => ({
    ...a,
    texts: perLang((lang) => readMarkdownFile(`articles/${lang}/${a.slug}.md`, articleTextSchema, dir)),
  }));
  return { categories, articles };
}

function readFaq(dir: string): SeedFaq[] {
  const index = readJsonFile(
    'faq/index.json',
    faqIndexSchema.superRefine((list, ctx) =>
      checkUnique(
        ctx,
        list.map((f) => f.slug),
        (i) => [i, 'slug'],
      ),
    ),
    dir,
  );
  const slugs = index.map((f) => f.slug);
  const texts = perLang((lang) => readJsonFile(`faq/${lang}.json`, exactly(slugs, faqTextSchema), dir));
  return index.map((f) => ({ ...f, texts: perLang((lang) => [texts[lang][f.slug]!.question, texts[lang][f.slug]!.answer]) }));
}

function readDownloads(dir: string): SeedDownload[] {
  const index = readJsonFile(
    'downloads/index.json',
    downloadIndexSchema.superRefine((list, ctx) =>
      checkUnique(
        ctx,
        list.map((d) => d.fileName),
        (i) => [i, 'fileName'],
      ),
    ),
    dir,
  );
  const titles = perLang((lang) =>
    readJsonFile(
      `downloads/${lang}.json`,
      exactly(
        index.map((d) => d.fileName),
        text,
      ),
      dir,
    ),
  );
  return index.map((d) => ({ ...d, titles: perLang((lang) => titles[lang][d.fileName]!) }));
}

/** Reads and checks every content file under `dir`; throws a ContentFileError on bad data. */
export function readSeedContent(dir = CONTENT_DIR): SeedContent {
  return { ...readArticles(dir), faq: readFaq(dir), downloads: readDownloads(dir) };
}

let cached: SeedContent | undefined;

/** The content of prisma/content, read once per process. */
export function loadSeedContent(): SeedContent {
  cached ??= readSeedContent();
  return cached;
}
