import { BCP47, toLang, type Lang } from '@voltline/locales/languages';

/** Unit symbols per language: French writes octets (Ko, Mo), the others bytes (KB, MB). */
const SYMBOLS: Partial<Record<Lang, readonly [string, string, string]>> = { fr: ['Ko', 'Mo', 'Go'] };
const DEFAULT_SYMBOLS = ['KB', 'MB', 'GB'] as const;

/**
 * A file size as the download page shows it (docs/product.md §9): from KB upward, two decimals, the
 * number formatted for the language ("842.50 KB", "1,27 MB", "1,27 Mo"). 1 KB = 1024 bytes.
 */
export function formatFileSize(bytes: number, lang: Lang | string): string {
  const language = toLang(lang);
  const symbols = SYMBOLS[language] ?? DEFAULT_SYMBOLS;
  let value = Math.max(0, bytes) / 1024;
  let unit = 0;
  // Move up when the value would print as 1024.00 or more (1023.999 KB is "1.00 MB").
  while (unit < symbols.length - 1 && Math.round(value * 100) / 100 >= 1024) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat(BCP47[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return `${number}\u00a0${symbols[unit]}`;
}
