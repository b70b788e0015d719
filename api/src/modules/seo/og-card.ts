import sharp, { type OverlayOptions, type Sharp } from 'sharp';

/**
 * The share-preview image (og:image) of a page: 1200 x 630, the size link previews of chat apps
 * and social networks expect, as PNG (scrapers do not read SVG). The brand's dark background,
 * the bolt mark and name, the page's title in the site's language, and the page's own art: a
 * product's picture on a white card, or an article's cover behind the text.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** XML text escaping for the card's SVG (titles may carry & < > and quotes). */
function xmlEscape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

export interface OgCard {
  title: string;
  /** The small line above the title (the category). */
  eyebrow: string;
  /** The site's host, at the bottom. */
  footer: string;
  /** An SVG of the web app's art, and how it is laid out. */
  art?: { svg: Buffer; layout: 'product' | 'cover' };
}

const INK = '#0d1117';
const INK_RAISED = '#171c24';
const ACCENT = '#0b6bcb';
const TEXT = '#f2f4f7';
const MUTED = '#a7b0bc';
// Liberation Sans (Arial's metrics) for the Latin scripts; Japanese falls back to Noto Sans CJK. Noto Sans
// CJK first would draw Latin too, but it places the accents of Polish letters (ż) on the wrong glyph.
const FONT = "'Liberation Sans', 'Noto Sans CJK JP', 'DejaVu Sans', sans-serif";
const BOLT = 'M17.6 4.7 8.9 16.8c-.4.5 0 1.2.6 1.2h5.3l-1.5 8.1c-.1.7.8 1 1.2.5l8.7-12.1c.4-.5 0-1.2-.6-1.2h-5.3l1.5-8.1c.1-.7-.8-1-1.2-.5Z';

const TITLE_SIZE = 56;
const TITLE_LINE = 70;
const TITLE_LINES = 3;

/** Width of one character in ems, near enough for line breaking (no font metrics at hand). */
function charWidth(c: string): number {
  if (/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(c)) return 1;
  if (c === ' ') return 0.28;
  if (/[A-Z0-9MW]/.test(c)) return 0.66;
  if (/[iljtf.,:;'!|()]/.test(c)) return 0.3;
  return 0.56;
}
const widthOf = (text: string) => [...text].reduce((sum, c) => sum + charWidth(c), 0);

/**
 * Breaks a title into at most `maxLines` lines of `maxEms`: between words, and between any two
 * Japanese characters (which have no spaces); what does not fit ends with an ellipsis.
 */
export function wrapTitle(title: string, maxEms: number, maxLines: number): string[] {
  // A Japanese character is a unit of its own, with the marks that may not start a line (kinsoku:
  // 、。ー small kana, closing brackets) kept on it.
  const units =
    title
      .trim()
      .match(/[\u3000-\u9fff\uff00-\uffef][、。，．・ーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎ）」』】〕！？]*|[^\s\u3000-\u9fff\uff00-\uffef]+|\s+/g) ??
    [];
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    const isSpace = /^\s+$/.test(unit);
    const next = isSpace ? `${line} ` : `${line}${unit}`;
    if (!isSpace && line.trim() && widthOf(next) > maxEms) {
      lines.push(line.trim());
      line = unit;
    } else {
      line = next;
    }
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && widthOf(`${last}…`) > maxEms) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

function textLayer(card: OgCard, textWidth: number, shade: boolean): Buffer {
  const lines = wrapTitle(card.title, textWidth / TITLE_SIZE, TITLE_LINES);
  const titleTop = 330 - ((lines.length - 1) * TITLE_LINE) / 2;
  const tspans = lines.map((l, i) => `<tspan x="72" y="${titleTop + i * TITLE_LINE}">${xmlEscape(l)}</tspan>`).join('');
  // Over a cover the text sits on a shade that fades out to the right, so any cover stays readable.
  const shadeLayer = shade
    ? `<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${INK}" stop-opacity=".94"/><stop offset=".6" stop-color="${INK}" stop-opacity=".88"/><stop offset="1" stop-color="${INK}" stop-opacity=".15"/></linearGradient></defs><rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#shade)"/>`
    : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">${shadeLayer}
<g transform="translate(72 60) scale(1.75)"><rect width="32" height="32" rx="8" fill="${ACCENT}"/><path d="${BOLT}" fill="#fff"/></g>
<text x="144" y="102" font-family="${FONT}" font-size="38" font-weight="700" fill="${TEXT}">Voltline</text>
<text x="72" y="${titleTop - 78}" font-family="${FONT}" font-size="26" font-weight="700" fill="#6fb1f2" letter-spacing="1">${xmlEscape(card.eyebrow)}</text>
<text font-family="${FONT}" font-size="${TITLE_SIZE}" font-weight="700" fill="${TEXT}">${tspans}</text>
<rect x="72" y="540" width="64" height="6" rx="3" fill="${ACCENT}"/>
<text x="72" y="590" font-family="${FONT}" font-size="24" fill="${MUTED}">${xmlEscape(card.footer)}</text>
</svg>`,
  );
}

const background = (withCard: boolean) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}"><defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="${INK_RAISED}"/></linearGradient>
<radialGradient id="glow" cx=".82" cy=".3" r=".55"><stop offset="0" stop-color="${ACCENT}" stop-opacity=".45"/><stop offset="1" stop-color="${ACCENT}" stop-opacity="0"/></radialGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/><rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#glow)"/>
${withCard ? `<rect x="676" y="63" width="464" height="504" rx="36" fill="#ffffff"/>` : `<g transform="translate(800 160) scale(9.5)" opacity=".9"><rect width="32" height="32" rx="8" fill="${ACCENT}"/><path d="${BOLT}" fill="#fff"/></g>`}
</svg>`,
  );

/** Renders the card as PNG (about 100-200 KB). */
export async function renderOgCard(card: OgCard): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  let base: Sharp;
  if (card.art?.layout === 'cover') {
    base = sharp(await sharp(card.art.svg, { density: 144 }).resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' }).png().toBuffer());
    layers.push({ input: textLayer(card, 760, true) });
  } else {
    base = sharp(background(Boolean(card.art)));
    if (card.art) {
      const picture = await sharp(card.art.svg, { density: 144 }).resize(440, 440, { fit: 'contain', background: '#ffffff' }).png().toBuffer();
      layers.push({ input: picture, left: 688, top: 95 });
    }
    layers.push({ input: textLayer(card, card.art ? 560 : 640, false) });
  }
  return base.composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
