import { resources, toLang, langFromAcceptLanguage, type Lang } from '@voltline/locales';
import type { FastifyRequest } from 'fastify';

type StatusTexts = (typeof resources)['us']['status'];

/** The catalogue message for a status in a language (us when a language lacks it). */
export function statusMessage(lang: Lang, status: number): string {
  const texts = resources[lang].status as Record<string, unknown>;
  const text = texts[String(status)] ?? (resources.us.status as Record<string, unknown>)[String(status)];
  return typeof text === 'string' ? text : String(status);
}

export function okMessage(lang: Lang, key: keyof StatusTexts['ok']): string {
  return resources[lang].status.ok[key] ?? resources.us.status.ok[key];
}

export function fieldMessage(lang: Lang, key: keyof StatusTexts['field']): string {
  return resources[lang].status.field[key] ?? resources.us.status.field[key];
}

/**
 * The language of a request (docs/api.md, "Envelope"): the `site` field of the body or query, else
 * Accept-Language, else us.
 */
export function requestLang(request: FastifyRequest): Lang {
  const fromBody = (request.body as Record<string, unknown> | undefined)?.site;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.site;
  const site = typeof fromBody === 'string' && fromBody ? fromBody : typeof fromQuery === 'string' ? fromQuery : undefined;
  if (site) return toLang(site);
  return langFromAcceptLanguage(request.headers['accept-language']) ?? 'us';
}
