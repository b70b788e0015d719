/**
 * CSV that spreadsheets open as they should (RFC 4180, CRLF):
 * - a UTF-8 byte order mark first: without it Excel reads the file in the machine's legacy code
 *   page and garbles Japanese and Polish campaign names;
 * - every cell holding a separator of any locale (`,` or `;`), a tab, a quote or a line break is
 *   quoted: Excel with `;` as its list separator (most EU locales) splits an unquoted `x;=1+1`;
 * - text that a spreadsheet would run as a formula is defused with a leading `'` (OWASP, CSV
 *   injection) wherever a cell could start: at the start of the text, and after each separator or
 *   line break inside it, for an importer that splits on it despite the quotes. Full-width forms
 *   count too: Japanese Excel reads `＝` as `=`.
 * Numbers are written as they are (a negative figure is not a formula).
 */
export const BOM = '\uFEFF';

const FORMULA_START = /(^|[,;\t\r\n])([=+\-@\t\r＝＋－＠])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = String(value).replace(FORMULA_START, "$1'$2");
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  return BOM + [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))].join('\r\n') + '\r\n';
}
