import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence whose parts are wrapped in named tags, e.g. "I agree to the <terms>Terms of
 * Use</terms> and the <privacy>Privacy Policy</privacy>.", rendered with each tag's element around
 * its words (the translation decides where the links go, as word order differs by language).
 *
 * react-i18next's <Trans> does this and more (nesting, numbered tags, HTML parsing), but it brings
 * about 4 KB gzip of parser into every page that uses it; the footer, on every page, needs only
 * flat named tags (docs/architecture.md, "JavaScript budget"). Pages loaded later keep <Trans>.
 * A tag without a renderer, or text outside tags, is shown as plain text.
 */
export function TaggedText({ text, tags }: { text: string; tags: Record<string, (words: string) => ReactNode> }) {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, name = '', words = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const render = Object.hasOwn(tags, name) ? tags[name] : undefined;
    parts.push(<Fragment key={match.index}>{render ? render(words) : words}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
