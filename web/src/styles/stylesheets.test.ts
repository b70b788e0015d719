import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The app's stylesheets as issue 14 left them: every width a @media asks about is one of the three
// named breakpoints (breakpoints.css), and no sheet grows back into a whole-feature sheet.

const src = fileURLToPath(new URL('..', import.meta.url));
const sheets = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, raw: readFileSync(`${src}${file}`, 'utf8') }))
  .map(({ file, raw }) => ({ file, lines: raw.trimEnd().split('\n').length, text: raw.replace(/\/\*[\s\S]*?\*\//g, '') }));
const named = new Set([...readFileSync(`${src}styles/breakpoints.css`, 'utf8').matchAll(/@custom-media\s+(--[\w-]+)/g)].map((m) => m[1]));
const MAX_LINES = 250;

describe('stylesheets', () => {
  it('finds the sheets and the named breakpoints', () => {
    expect(sheets.length).toBeGreaterThan(40);
    expect([...named]).toEqual(['--small-phone', '--phone', '--above-phone', '--below-desktop', '--desktop']);
  });

  it('asks @media only about named breakpoints (and reduced motion)', () => {
    const queries = sheets.flatMap(({ file, text }) => [...text.matchAll(/@media([^{]+)\{/g)].map((m) => ({ file, query: m[1]!.trim() })));
    const stray = queries.filter(({ query }) =>
      query.split(/\s+and\s+/).some((part) => !(part === '(prefers-reduced-motion: reduce)' || named.has(part.replace(/^\((--[\w-]+)\)$/, '$1')))),
    );
    expect(stray).toEqual([]);
  });

  it(`keeps every sheet to ${MAX_LINES} lines at most`, () => {
    const long = sheets.filter(({ lines }) => lines > MAX_LINES).map(({ file, lines }) => `${file}: ${lines}`);
    expect(long).toEqual([]);
  });
});
