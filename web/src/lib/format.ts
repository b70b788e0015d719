import { useTranslation } from 'react-i18next';
import { BCP47, toLang } from '@voltline/locales/languages';

/** `YYYY-MM-DD HH:mm:ss` on the visitor's own clock: the `local_time` field of the API. */
export function localTime(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` + `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

type DurationUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** Locale-aware formatters for the current interface language (Intl with the BCP 47 tag). */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = BCP47[toLang(i18n.language)];
  return {
    locale,
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
    /** One decimal, always shown: ratings (4.5, 4,5). */
    decimal: (value: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
    /** "12 months", "24 Stunden", "5 sekund", "12か月"... (plural rules of the language included) */
    duration: (value: number, unit: DurationUnit) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value),
    monthYear: (date: Date) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date),
    date: (date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date),
    /** A year as digits only (no grouping: 2025, not 2,025). */
    year: (date: Date) => new Intl.NumberFormat(locale, { useGrouping: false }).format(date.getFullYear()),
  };
}
