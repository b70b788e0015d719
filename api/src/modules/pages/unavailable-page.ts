import { BCP47, LANGUAGES, resources, type Lang } from '@voltline/locales';
import { makePageCopy, type PageCopy } from './page-copy';

/**
 * The page a visitor gets when the page's data cannot be read (Postgres or Redis away) and no
 * earlier copy of it is kept: HTTP 503 with Retry-After, "back in a moment" in the site's
 * language, `noindex` (a crawler keeps its earlier copy of the address). It is made from the
 * locales alone, once at start: it needs nothing from the stores it stands in for, and no script.
 * The look follows the site's tokens (web/src/styles/tokens.css); styles are inline (the page
 * policy allows inline styles, not inline scripts).
 */

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = [
  'html{color-scheme:light}',
  "body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f7fa;color:#111418;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans','Hiragino Sans','Noto Sans CJK JP',sans-serif}",
  'main{box-sizing:border-box;width:min(100% - 2rem,32rem);padding:2rem 1.5rem;background:#fff;border:1px solid #e2e6eb;border-radius:12px;text-align:center}',
  '.brand{margin:0 0 1.5rem;font-weight:700;letter-spacing:.02em;color:#0b6bcb}',
  'h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.25}',
  'p{margin:0 0 1.5rem;color:#525c69}',
  'a.retry{display:inline-block;padding:.75rem 1.25rem;border-radius:8px;background:#0b6bcb;color:#fff;font-weight:600;text-decoration:none}',
  'a.retry:hover{background:#0957a6}',
  'a.retry:focus-visible{outline:3px solid #0b6bcb;outline-offset:3px}',
].join('');

export function unavailableHtml(lang: Lang): string {
  const { unavailable_title: title, unavailable_text: text, retry } = resources[lang].common.errors;
  return [
    '<!DOCTYPE html>',
    `<html lang="${BCP47[lang]}">`,
    '<head>',
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="robots" content="noindex"/>',
    `<title>${escape(title)} · Voltline</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    '<p class="brand">Voltline</p>',
    `<h1>${escape(title)}</h1>`,
    `<p>${escape(text)}</p>`,
    // An empty href is this same address: following it asks for the page again.
    `<a class="retry" href="">${escape(retry)}</a>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('');
}

/** One fixed copy per language, compressed once (a store outage is no time to compress per answer). */
export async function makeUnavailablePages(policy: string): Promise<Record<Lang, PageCopy>> {
  const copies = await Promise.all(
    LANGUAGES.map(
      async (lang) =>
        [lang, await makePageCopy({ html: unavailableHtml(lang), status: 503, contentType: 'text/html; charset=utf-8', policy, keep: true })] as const,
    ),
  );
  return Object.fromEntries(copies) as Record<Lang, PageCopy>;
}
