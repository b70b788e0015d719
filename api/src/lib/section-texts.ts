import { resources, type Lang } from '@voltline/locales';

type StatusTexts = (typeof resources)['us']['status'];
/** Top-level sections of status.json that hold a feature's own messages (not the catalogue). */
type Section = { [K in keyof StatusTexts]: StatusTexts[K] extends Record<string, string> ? (K extends 'field' | 'ok' ? never : K) : never }[keyof StatusTexts];

/**
 * A feature's message from its own section of status.json (status.tester.registered ...), in the
 * request's language, us when a language lacks it; `{{name}}` placeholders are filled in.
 */
export function sectionMessage<S extends Section>(lang: Lang, section: S, key: keyof StatusTexts[S] & string, vars: Record<string, string> = {}): string {
  const own = (resources[lang].status as unknown as Record<string, Record<string, string> | undefined>)[section]?.[key];
  const text = own ?? (resources.us.status[section] as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** The same, from a "section.key" path (an AppError field's own message, such as "review.unknown_product"). */
export function sectionMessageAt(lang: Lang, path: string): string {
  const [section = '', key = ''] = path.split('.');
  return sectionMessage(lang, section as Section, key as never);
}
