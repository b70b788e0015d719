import { stringify } from 'csv-stringify/sync';
import type { CsvDelimiter } from '@voltline/contracts/analytics';

/**
 * CSV that spreadsheets open as they should (RFC 4180, CRLF), written by csv-stringify:
 * - a UTF-8 byte order mark first: without it Excel reads the file in the machine's legacy code
 *   page and garbles Japanese and Polish campaign names;
 * - cells separated by `,`, or by `;` when asked (spreadsheets set to most EU locales split on it);
 * - every cell holding a separator of any locale (`,` or `;`), a tab, a quote or a line break is
 *   quoted, whichever separates the cells: Excel with `;` as its list separator splits an unquoted
 *   `x;=1+1` even in a `,` file;
 * - text that a spreadsheet would run as a formula is defused with a leading `'` (OWASP, CSV
 *   injection) wherever a cell could start: at the start of the text, and after each separator or
 *   line break inside it, for an importer that splits on it despite the quotes. Full-width forms
 *   count too: Japanese Excel reads `＝` as `=`. (csv-stringify's `escape_formulas` looks at the
 *   start of the text only.)
 * Numbers are written as they are (a negative figure is not a formula).
 */
const FORMULA_START = /(^|[,;\t\r\n])([=+\-@\t\r＝＋－＠])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function toCsv(columns: string[], rows: Record<string, unknown>[], delimiter: CsvDelimiter = ','): string {
  return stringify(rows, {
    bom: true,
    header: true,
    columns,
    delimiter,
    record_delimiter: 'windows',
    quoted_match: NEEDS_QUOTES,
    cast: { string: (text) => text.replace(FORMULA_START, "$1'$2") },
  });
}
