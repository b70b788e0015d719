import type { Suggestion } from '@voltline/contracts';
import { SUGGESTIONS_WHEN_EMPTY, SUGGESTIONS_WHEN_TYPING } from '../../lib/constants';

/** docs/product.md §2: up to 6 with an empty box, up to 7 matching ones (case-insensitive) when typing. */
export function filterSuggestions(all: readonly Suggestion[], text: string): Suggestion[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return all.slice(0, SUGGESTIONS_WHEN_EMPTY);
  return all.filter((s) => s.label.toLocaleLowerCase().includes(needle)).slice(0, SUGGESTIONS_WHEN_TYPING);
}

export interface Part {
  text: string;
  match: boolean;
}

/** Splits a label around every case-insensitive occurrence of the typed text, for <mark>. */
export function highlightParts(label: string, text: string): Part[] {
  const needle = text.trim();
  if (!needle) return [{ text: label, match: false }];
  const pattern = new RegExp(`(${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'giu');
  return label
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: part.toLocaleLowerCase() === needle.toLocaleLowerCase() }));
}

/** Where a search goes: /search?type=<type>&search=<text>. */
export function searchHref(type: string, text: string): string {
  const params = new URLSearchParams({ type, search: text });
  return `/search?${params.toString()}`;
}
