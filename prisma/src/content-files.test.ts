import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from './content-files';
import { readCatalogueTexts } from './seed-catalogue-texts';
import { readSeedContent } from './seed-content-data';

// The loader's errors must lead an editor to the file and field to fix: each case breaks one file
// of a copy of prisma/content.
let dir: string;
beforeEach(() => {
  dir = `${mkdtempSync(path.join(tmpdir(), 'voltline-content-'))}/`;
  cpSync(CONTENT_DIR, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const edit = (file: string, change: (text: string) => string) => writeFileSync(`${dir}${file}`, change(readFileSync(`${dir}${file}`, 'utf8')));
const editJson = (file: string, change: (value: any) => void) =>
  edit(file, (text) => {
    const value = JSON.parse(text);
    change(value);
    return JSON.stringify(value);
  });

describe('content files', () => {
  it('reads the copy as it reads prisma/content', () => {
    expect(readSeedContent(dir)).toEqual(readSeedContent());
    expect(readCatalogueTexts(dir)).toEqual(readCatalogueTexts());
  });

  it('names the file and the entry of a missing translation', () => {
    editJson('faq/de.json', (faq) => delete faq['warranty-length'].answer);
    expect(() => readSeedContent(dir)).toThrow(`${dir}faq/de.json: warranty-length.answer: `);
  });

  it('names a stray entry that the index does not list', () => {
    editJson('downloads/jp.json', (titles) => (titles['old-manual.pdf'] = '古いマニュアル'));
    expect(() => readSeedContent(dir)).toThrow(/downloads\/jp\.json: .*old-manual\.pdf/);
  });

  it('names the field of a bad value in an index', () => {
    editJson('articles/index.json', (index) => (index.articles[2].date = '12 May 2025'));
    expect(() => readSeedContent(dir)).toThrow(`${dir}articles/index.json: articles.2.date: `);
  });

  it('names the article file and field of an empty title, and a broken front matter line', () => {
    edit('articles/fr/ten-years-of-voltline.md', (text) => text.replace(/^title: .*$/m, 'title: '));
    expect(() => readSeedContent(dir)).toThrow(`${dir}articles/fr/ten-years-of-voltline.md: title: `);
    edit('articles/fr/ten-years-of-voltline.md', (text) => text.replace(/^title: $/m, 'title'));
    expect(() => readSeedContent(dir)).toThrow(`${dir}articles/fr/ten-years-of-voltline.md: line 2: expected "key: value"`);
  });

  it('names a catalogue key a language lacks, and a review count that differs from the stars', () => {
    editJson('catalogue/pl.json', (texts) => delete texts.highlights.braided);
    expect(() => readCatalogueTexts(dir)).toThrow(`${dir}catalogue/pl.json: highlights.braided: `);
    cpSync(`${CONTENT_DIR}catalogue/pl.json`, `${dir}catalogue/pl.json`);
    editJson('catalogue/se.json', (texts) => texts.reviews.stands.pop());
    expect(() => readCatalogueTexts(dir)).toThrow(`${dir}catalogue/se.json: reviews.stands: `);
  });

  it('says when a file is not JSON', () => {
    edit('faq/index.json', (text) => text.slice(0, -5));
    expect(() => readSeedContent(dir)).toThrow(`${dir}faq/index.json: not valid JSON`);
  });
});
