import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

const body = (csv: string) => csv.replace(/^\uFEFF/, '');

describe('analyst CSV', () => {
  it('starts with a UTF-8 byte order mark, so Excel reads non-Latin names as UTF-8', () => {
    const csv = toCsv(['campaign', 'views'], [{ campaign: '冬のセール', views: 3 }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(body(csv)).toBe('campaign,views\r\n冬のセール,3\r\n');
  });

  it('quotes a cell holding a semicolon and defuses the formula after it (a ; list separator)', () => {
    expect(body(toCsv(['way', 'shares'], [{ way: 'x;=1+1', shares: 1 }]))).toBe(`way,shares\r\n"x;'=1+1",1\r\n`);
  });

  it('quotes tabs, quotes and line breaks, and defuses a formula at the start of each line inside a cell', () => {
    const rows = [{ a: 'tab\there' }, { a: 'say "hi"' }, { a: 'one\n@SUM(A1)' }, { a: 'a,-2+3' }];
    expect(body(toCsv(['a'], rows))).toBe(`a\r\n"tab\there"\r\n"say ""hi"""\r\n"one\n'@SUM(A1)"\r\n"a,'-2+3"\r\n`);
  });

  it('separates cells with ; when asked, still quoting a cell holding , or ;', () => {
    const rows = [
      { way: 'x;=1+1', shares: 1 },
      { way: 'a,b', shares: 2 },
      { way: 'mail', shares: 3 },
    ];
    expect(body(toCsv(['way', 'shares'], rows, ';'))).toBe(`way;shares\r\n"x;'=1+1";1\r\n"a,b";2\r\nmail;3\r\n`);
  });

  it('writes the header row when there are no rows, and empty cells for missing values', () => {
    expect(body(toCsv(['day', 'views'], []))).toBe('day,views\r\n');
    expect(body(toCsv(['a', 'b', 'c'], [{ a: null, c: '' }]))).toBe('a,b,c\r\n,,\r\n');
  });

  it('defuses formulas at the start of a cell, full-width forms included, and leaves numbers alone', () => {
    const rows = [
      { a: '=HYPERLINK("x")', n: -1 },
      { a: '＝1+1', n: 0 },
      { a: '+1', n: 2 },
    ];
    expect(body(toCsv(['a', 'n'], rows))).toBe(`a,n\r\n"'=HYPERLINK(""x"")",-1\r\n'＝1+1,0\r\n'+1,2\r\n`);
  });
});
