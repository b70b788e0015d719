import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text';

const link = (href: string) => (words: string) => createElement('a', { href }, words);
const html = (text: string) => renderToStaticMarkup(createElement(TaggedText, { text, tags: { terms: link('/terms'), privacy: link('/privacy') } }));

describe('TaggedText', () => {
  it('wraps each tagged part in its element, where the translation puts it', () => {
    expect(html('I agree to the <terms>Terms of Use</terms> and the <privacy>Privacy Policy</privacy>.')).toBe(
      'I agree to the <a href="/terms">Terms of Use</a> and the <a href="/privacy">Privacy Policy</a>.',
    );
    expect(html('<terms>利用規約</terms>と<privacy>プライバシーポリシー</privacy>に同意します。')).toBe(
      '<a href="/terms">利用規約</a>と<a href="/privacy">プライバシーポリシー</a>に同意します。',
    );
  });

  it('shows the words of an unknown tag as text, escaped like any text', () => {
    expect(html('Read <other>this</other> & <b>that</b>')).toBe('Read this &amp; that');
    expect(html('<toString>x</toString>')).toBe('x');
  });
});
