import { LANGUAGES } from '@voltline/locales/languages';
import { z } from 'zod';
import { CONTENT_DIR, readJsonFile } from './content-files';
import { CATEGORY_SLUGS } from './seed-catalogue-products';

/**
 * Translated building blocks of the catalogue seed, read from prisma/content/catalogue: category
 * texts, colour names, sentence templates for cables, highlight phrases, the texts of the other
 * products, reviewers and review texts, one file per site language (us de es fr it jp nl pl se),
 * and index.json with what all languages share (the stars of each review). Brand and model names
 * (Voltline, VL-CC100, iPhone, Lightning, USB-C...) stay as they are sold.
 */
/** Every site's language (one list for the whole codebase, kept with the texts). */
export const LANGS = LANGUAGES;
export type CatalogueLang = (typeof LANGS)[number];
export type T9 = Record<CatalogueLang, string>;

export interface ReviewText {
  stars: number;
  title: T9;
  body: T9;
}

export interface CatalogueTexts {
  categoryTexts: Record<string, { name: T9; description: T9 }>;
  colours: Record<string, T9>;
  /** "A to B cable, length"; {a} {b} are connector names, {len} a formatted length. */
  cableName: T9;
  /** What a cable's far end charges, by connector: the one-line summary of a cable ({w} = watts). */
  cableSummary: Record<string, T9>;
  /** The description of every cable ({len} = length, {colour} = colour name). */
  cableDescription: T9;
  /** Shared highlight phrases; products list the keys they have. */
  highlights: Record<string, T9>;
  /** Name and one-line summary of the products that are not cables, by model. */
  productTexts: Record<string, { name: T9; summary: T9 }>;
  /** The description of each non-cable category (one paragraph, shared by its products). */
  categoryDescription: Record<string, T9>;
  /** Reviewers by language (first name and initial, as marketplaces show them). */
  reviewers: Record<CatalogueLang, string[]>;
  /** Reviews per category, in every language. */
  reviews: Record<string, ReviewText[]>;
}

const text = z.string().trim().min(1);
const keyed = <V extends z.ZodType>(value: V) => z.record(z.string().min(1), value);
function exactly<V extends z.ZodType>(keys: readonly string[], value: V) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<string, V>);
}

const indexSchema = z.strictObject({
  reviewStars: exactly(CATEGORY_SLUGS, z.array(z.number().int().min(1).max(5)).min(1)),
});

/** The parts of a language file keyed by names the data chooses (colours, models...). */
type KeyedParts = Record<'colours' | 'cableSummaries' | 'highlights' | 'products' | 'productDescriptions', Record<string, unknown>>;

/**
 * A language file. Its keyed parts must have the keys of `reference` (the us file), so a missing or
 * stray translation names its file and key; the us file itself is read without a reference.
 */
function languageSchema(reviewCounts: Record<string, number>, reference?: KeyedParts) {
  const keys = <V extends z.ZodType>(of: Record<string, unknown> | undefined, value: V) => (of ? exactly(Object.keys(of), value) : keyed(value));
  return z.strictObject({
    categories: exactly(CATEGORY_SLUGS, z.strictObject({ name: text, description: text })),
    colours: keys(reference?.colours, text),
    cableName: text,
    cableSummaries: keys(reference?.cableSummaries, text),
    cableDescription: text,
    highlights: keys(reference?.highlights, text),
    products: keys(reference?.products, z.strictObject({ name: text, summary: text })),
    productDescriptions: keys(reference?.productDescriptions, text),
    reviewers: z.array(text).min(1),
    reviews: z.strictObject(
      Object.fromEntries(CATEGORY_SLUGS.map((slug) => [slug, z.array(z.strictObject({ title: text, body: text })).length(reviewCounts[slug]!)])),
    ),
  });
}
type LanguageFile = z.output<ReturnType<typeof languageSchema>>;

function perLang<T>(read: (lang: CatalogueLang) => T): Record<CatalogueLang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, read(lang)])) as Record<CatalogueLang, T>;
}

/** `{ key: value-in-each-language }` from the language files' `{ key: value }`. */
function byKey<T, V>(files: Record<CatalogueLang, T>, part: (file: T) => Record<string, V>): Record<string, Record<CatalogueLang, V>> {
  return Object.fromEntries(Object.keys(part(files.us)).map((key) => [key, perLang((lang) => part(files[lang])[key]!)]));
}

/** Reads and checks the catalogue's text files under `dir`; throws a ContentFileError on bad data. */
export function readCatalogueTexts(dir = CONTENT_DIR): CatalogueTexts {
  const { reviewStars } = readJsonFile('catalogue/index.json', indexSchema, dir);
  const reviewCounts = Object.fromEntries(Object.entries(reviewStars).map(([slug, stars]) => [slug, stars.length]));
  const us = readJsonFile('catalogue/us.json', languageSchema(reviewCounts), dir);
  const files = perLang((lang) => (lang === 'us' ? us : readJsonFile(`catalogue/${lang}.json`, languageSchema(reviewCounts, us), dir)));
  const pick = (part: (file: LanguageFile) => Record<string, string>) => byKey(files, part) as Record<string, T9>;
  const categories = byKey(files, (f) => f.categories);
  const products = byKey(files, (f) => f.products);
  return {
    categoryTexts: Object.fromEntries(
      Object.entries(categories).map(([slug, t]) => [slug, { name: perLang((lang) => t[lang].name), description: perLang((lang) => t[lang].description) }]),
    ),
    colours: pick((f) => f.colours),
    cableName: perLang((lang) => files[lang].cableName),
    cableSummary: pick((f) => f.cableSummaries),
    cableDescription: perLang((lang) => files[lang].cableDescription),
    highlights: pick((f) => f.highlights),
    productTexts: Object.fromEntries(
      Object.entries(products).map(([model, t]) => [model, { name: perLang((lang) => t[lang].name), summary: perLang((lang) => t[lang].summary) }]),
    ),
    categoryDescription: pick((f) => f.productDescriptions),
    reviewers: perLang((lang) => files[lang].reviewers),
    reviews: Object.fromEntries(
      Object.entries(reviewStars).map(([slug, stars]) => [
        slug,
        stars.map((starCount, i) => ({
          stars: starCount,
          title: perLang((lang) => files[lang].reviews[slug]![i]!.title),
          body: perLang((lang) => files[lang].reviews[slug]![i]!.body),
        })),
      ]),
    ),
  };
}

let cached: CatalogueTexts | undefined;

/** The catalogue texts of prisma/content, read once per process. */
export function loadCatalogueTexts(): CatalogueTexts {
  cached ??= readCatalogueTexts();
  return cached;
}
