/**
 * The one CSV writer of the product (cue sheets, statistics tables): RFC 4180 with CRLF line ends, and
 * text a spreadsheet would run as a formula neutralised (OWASP "CSV Injection";
 * docs/decisions/0036-money-bounds.md "CSV cells").
 */

/** A cell: text, a number (written as it is, a negative one included), or empty. */
export type CsvCell = string | number | null;

/** The characters that make a spreadsheet read a text cell as a formula, first in the cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell RFC 4180 must quote: one holding a quote, a comma or a line break. */
const NEEDS_QUOTES = /[",\r\n]/;

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * One cell as CSV. Text starting with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a
 * single quote, which spreadsheets show as text, and quoted; only text is: a number stays a number, so
 * `-5` in a numeric column still reads as minus five.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a number a CSV cell can hold: ${value}`);
    return String(value);
  }
  if (FORMULA_START.test(value)) return quoted(`'${value}`);
  return NEEDS_QUOTES.test(value) ? quoted(value) : value;
}

/** Rows as CSV text: CRLF after every row; with a UTF-8 byte order mark in front when `bom` (for Excel). */
export function csvText(rows: readonly (readonly CsvCell[])[], options: { bom?: boolean } = {}): string {
  const body = rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
  return options.bom ? `\uFEFF${body}` : body;
}
