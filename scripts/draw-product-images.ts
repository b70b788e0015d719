/**
 * Draws the catalogue's product images (web/public/img/products/<model>.svg and -detail.svg) from
 * the seed data: flat studio-style illustrations made for this site, 400 x 400, a few KB each.
 * Run after adding a product: `npx tsx scripts/draw-product-images.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PRODUCTS, type SeedProduct } from '../prisma/src/seed-catalogue-products';

const OUT = fileURLToPath(new URL('../web/public/img/products/', import.meta.url));

const BODY: Record<string, { fill: string; stroke: string; dots: string }> = {
  black: { fill: '#1d232c', stroke: '#0d1117', dots: '#3a4656' },
  white: { fill: '#f4f6f8', stroke: '#c9d0d8', dots: '#dfe4ea' },
  grey: { fill: '#5b6573', stroke: '#3d4551', dots: '#7a8594' },
  red: { fill: '#c8323b', stroke: '#8f1d24', dots: '#e0575f' },
  silver: { fill: '#d5dbe2', stroke: '#9aa5b1', dots: '#e8ecf0' },
};

const LABEL: Record<string, string> = {
  'usb-c': 'USB-C',
  'usb-a': 'USB-A',
  lightning: 'Lightning',
  'micro-usb': 'micro-USB',
  hdmi: 'HDMI',
  jack: '3.5 mm',
};

const svg = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
  `<defs><radialGradient id="bg" cx="50%" cy="42%" r="65%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef2f6"/></radialGradient>` +
  `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#aab5c2"/><stop offset=".5" stop-color="#e3e8ee"/><stop offset="1" stop-color="#9ba7b5"/></linearGradient></defs>` +
  `<rect width="400" height="400" fill="url(#bg)"/><ellipse cx="200" cy="352" rx="140" ry="12" fill="#0d1117" opacity=".07"/>${content}</svg>\n`;

/** A plug seen from the side, pointing up, centred on (x, y). */
function plug(kind: string, x: number, y: number, colour: string): string {
  const c = BODY[colour] ?? BODY.black!;
  const housing = `<rect x="${x - 17}" y="${y}" width="34" height="54" rx="8" fill="${c.fill}" stroke="${c.stroke}" stroke-width="2"/><rect x="${x - 17}" y="${y + 40}" width="34" height="6" fill="#0b6bcb" opacity=".85"/>`;
  const tips: Record<string, string> = {
    'usb-c': `<rect x="${x - 11}" y="${y - 22}" width="22" height="24" rx="6" fill="url(#metal)" stroke="#8592a1"/>`,
    'usb-a': `<rect x="${x - 15}" y="${y - 30}" width="30" height="32" rx="2" fill="url(#metal)" stroke="#8592a1"/><rect x="${x - 9}" y="${y - 24}" width="6" height="6" fill="#6b7684"/><rect x="${x + 3}" y="${y - 24}" width="6" height="6" fill="#6b7684"/>`,
    lightning: `<rect x="${x - 7}" y="${y - 24}" width="14" height="26" rx="5" fill="#e9edf1" stroke="#aab5c2"/><rect x="${x - 3}" y="${y - 18}" width="6" height="3" fill="#c9a64a"/><rect x="${x - 3}" y="${y - 11}" width="6" height="3" fill="#c9a64a"/>`,
    'micro-usb': `<path d="M${x - 10} ${y - 18}h20l-3 20h-14z" fill="url(#metal)" stroke="#8592a1"/>`,
    hdmi: `<path d="M${x - 16} ${y - 24}h32v18l-6 8h-20l-6-8z" fill="url(#metal)" stroke="#8592a1"/>`,
    jack: `<rect x="${x - 8}" y="${y - 6}" width="16" height="8" fill="${c.fill}"/><rect x="${x - 3}" y="${y - 34}" width="6" height="30" rx="3" fill="url(#metal)"/><rect x="${x - 3}" y="${y - 24}" width="6" height="2" fill="#5b6573"/>`,
  };
  return housing + (tips[kind] ?? tips['usb-c']!);
}

function cable(p: SeedProduct): string {
  const c = BODY[p.colour] ?? BODY.black!;
  // A loose coil between two plugs; longer cables get an extra loop.
  const loops = (p.lengthCm ?? 100) >= 200 ? 3 : (p.lengthCm ?? 100) >= 100 ? 2 : 1;
  let path = 'M130 250 C130 330 200 330 200 280';
  for (let i = 0; i < loops; i++)
    path += ` C200 ${230 - i * 20} ${140 - i * 12} ${230 - i * 20} ${150 - i * 8} 290 C160 340 ${260 + i * 10} 340 ${250 + i * 8} 280`;
  path += ' C245 250 270 245 270 250';
  return (
    `<path d="${path}" fill="none" stroke="${c.stroke}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${path}" fill="none" stroke="${c.fill}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${path}" fill="none" stroke="${c.dots}" stroke-width="2" stroke-dasharray="2 6" stroke-linecap="round"/>` +
    `<rect x="124" y="226" width="12" height="30" rx="4" fill="${c.stroke}"/><rect x="264" y="226" width="12" height="30" rx="4" fill="${c.stroke}"/>` +
    `<g transform="translate(0 -40)">${plug(p.connectorA, 130, 214, p.colour)}</g>` +
    `<g transform="translate(0 -40)">${plug(p.connectorB ?? 'usb-c', 270, 214, p.colour)}</g>`
  );
}

function charger(p: SeedProduct): string {
  const c = BODY[p.colour] ?? BODY.white!;
  if (p.connectorB === 'qi') {
    return (
      `<ellipse cx="200" cy="262" rx="120" ry="34" fill="${c.stroke}"/><ellipse cx="200" cy="252" rx="120" ry="34" fill="${c.fill}"/>` +
      `<ellipse cx="200" cy="250" rx="70" ry="18" fill="none" stroke="${c.dots}" stroke-width="4"/><circle cx="200" cy="280" r="3" fill="#34c38f"/>` +
      `<path d="M320 262 C350 262 350 320 372 330" fill="none" stroke="${c.stroke}" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M184 236l-10 16h10l-4 14 14-20h-10l4-10z" fill="#0b6bcb"/>`
    );
  }
  if (p.connectorA === 'car') {
    return (
      `<rect x="170" y="210" width="60" height="110" rx="14" fill="url(#metal)" stroke="#8592a1"/><rect x="186" y="318" width="28" height="22" rx="6" fill="#aab5c2"/>` +
      `<rect x="150" y="110" width="100" height="110" rx="22" fill="${c.fill}" stroke="${c.stroke}" stroke-width="3"/>` +
      `<rect x="172" y="140" width="56" height="16" rx="8" fill="#0d1117"/><rect x="178" y="172" width="44" height="22" rx="3" fill="#0d1117"/><circle cx="200" cy="206" r="3" fill="#0b6bcb"/>`
    );
  }
  const ports = p.specs.find((s) => s.key === 'ports')?.value ?? '1 × USB-C';
  const usbc = Number(/(\d) × USB-C/.exec(ports)?.[1] ?? (ports.includes('USB-C') ? 1 : 0));
  const usba = Number(/(\d) × USB-A/.exec(ports)?.[1] ?? 0);
  const width = p.wattage && p.wattage >= 100 ? 190 : p.wattage && p.wattage >= 60 ? 150 : 120;
  const height = p.wattage && p.wattage >= 100 ? 130 : p.wattage && p.wattage >= 60 ? 180 : 130;
  const x = 200 - width / 2;
  const y = 330 - height;
  let portsSvg = '';
  const total = usbc + usba;
  for (let i = 0; i < total; i++) {
    const px = 200 - ((total - 1) * 34) / 2 + i * 34;
    portsSvg +=
      i < usbc
        ? `<rect x="${px - 12}" y="${y + 30}" width="24" height="9" rx="4.5" fill="#0d1117"/>`
        : `<rect x="${px - 13}" y="${y + 28}" width="26" height="12" rx="1.5" fill="#0d1117"/>`;
  }
  return (
    (p.wattage && p.wattage >= 100
      ? ''
      : `<rect x="${180 - 16}" y="${y - 34}" width="10" height="38" rx="3" fill="url(#metal)"/><rect x="${220 + 6}" y="${y - 34}" width="10" height="38" rx="3" fill="url(#metal)"/>`) +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width > 150 ? 26 : 30}" fill="${c.fill}" stroke="${c.stroke}" stroke-width="3"/>` +
    portsSvg +
    `<path d="M204 ${y + height / 2 + 4}l-14 22h12l-5 18 17-26h-12l5-14z" fill="#0b6bcb"/>`
  );
}

function adapter(p: SeedProduct): string {
  const c = BODY[p.colour] ?? BODY.grey!;
  if (p.model === 'VL-HUB7') {
    return (
      `<path d="M110 200 C60 200 60 140 110 130" fill="none" stroke="${c.stroke}" stroke-width="8" stroke-linecap="round"/>` +
      `<g transform="translate(-12 0)">${plug('usb-c', 122, 104, p.colour)}</g>` +
      `<rect x="110" y="180" width="220" height="80" rx="18" fill="${c.fill}" stroke="${c.stroke}" stroke-width="3"/>` +
      `<rect x="132" y="206" width="34" height="14" rx="2" fill="#0d1117"/><rect x="178" y="204" width="26" height="16" rx="2" fill="#0d1117"/><rect x="212" y="204" width="26" height="16" rx="2" fill="#0d1117"/>` +
      `<rect x="248" y="208" width="30" height="6" rx="1" fill="#0d1117"/><rect x="288" y="208" width="22" height="6" rx="1" fill="#0d1117"/><rect x="250" y="226" width="22" height="8" rx="4" fill="#0d1117"/>`
    );
  }
  const a = p.connectorA;
  const b = p.connectorB ?? 'usb-a';
  const tail = p.lengthCm ? `<path d="M200 240 C200 290 260 300 260 320" fill="none" stroke="${c.stroke}" stroke-width="8" stroke-linecap="round"/>` : '';
  return (
    tail +
    `<g transform="translate(0 30)">${plug(a, 200, 130, p.colour)}</g>` +
    `<rect x="160" y="200" width="80" height="${p.lengthCm ? 50 : 100}" rx="14" fill="${c.fill}" stroke="${c.stroke}" stroke-width="3"/>` +
    (b === 'usb-a'
      ? `<rect x="180" y="282" width="40" height="14" rx="2" fill="#0d1117"/>`
      : b === 'hdmi'
        ? `<path d="M176 276h48v10l-6 6h-36l-6-6z" fill="#0d1117"/>`
        : b === 'usb-c'
          ? `<rect x="186" y="280" width="28" height="10" rx="5" fill="#0d1117"/>`
          : `<circle cx="260" cy="322" r="8" fill="#0d1117"/>`)
  );
}

function stand(p: SeedProduct): string {
  const c = BODY[p.colour] ?? BODY.silver!;
  if (p.model === 'VL-ST-LAP') {
    return (
      `<path d="M90 320 L150 180 M310 320 L250 180" stroke="${c.stroke}" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M100 196 L300 160 L300 176 L100 212z" fill="${c.fill}" stroke="${c.stroke}" stroke-width="3"/>` +
      `<path d="M116 190 L292 158 L262 60 L96 92z" fill="#1d232c"/><path d="M126 182 L282 154 L256 70 L106 98z" fill="#0b6bcb" opacity=".75"/>`
    );
  }
  const device = p.model === 'VL-ST-TAB' ? { w: 150, h: 200 } : { w: 88, h: 170 };
  const wireless = p.connectorB === 'qi';
  return (
    `<rect x="120" y="316" width="160" height="16" rx="8" fill="${c.stroke}"/><rect x="120" y="310" width="160" height="14" rx="7" fill="${c.fill}"/>` +
    `<path d="M200 318 L184 250" stroke="${c.stroke}" stroke-width="14" stroke-linecap="round"/><path d="M184 250 L214 150" stroke="${c.fill}" stroke-width="12" stroke-linecap="round"/>` +
    `<g transform="rotate(-12 ${200} ${300})"><rect x="${200 - device.w / 2}" y="${300 - device.h - 10}" width="${device.w}" height="${device.h}" rx="16" fill="#111418"/>` +
    `<rect x="${206 - device.w / 2}" y="${306 - device.h - 10}" width="${device.w - 12}" height="${device.h - 12}" rx="11" fill="#0b6bcb" opacity=".8"/></g>` +
    (wireless
      ? `<rect x="272" y="270" width="44" height="40" rx="10" fill="#1d232c"/><circle cx="294" cy="290" r="12" fill="none" stroke="#3a4656" stroke-width="3"/><rect x="84" y="276" width="34" height="34" rx="17" fill="#1d232c"/>`
      : '')
  );
}

/** The detail view: the product's two ends (or its ports) up close, labelled with the connector names. */
function detail(p: SeedProduct): string {
  const ends = [p.connectorA, p.connectorB].filter((e): e is string => Boolean(e && LABEL[e]));
  if (ends.length === 0) return main(p).replace('<ellipse', '<ellipse transform="scale(1)"');
  const label = (text: string, x: number) =>
    `<rect x="${x - 56}" y="300" width="112" height="32" rx="16" fill="#ffffff" stroke="#c9d0d8"/><text x="${x}" y="321" font-family="system-ui, sans-serif" font-size="15" font-weight="600" fill="#111418" text-anchor="middle">${text}</text>`;
  const xs = ends.length === 1 ? [200] : [130, 270];
  return ends
    .map((end, i) => `<g transform="translate(${xs[i]! - xs[i]! * 1.6} -150) scale(1.6)">${plug(end, xs[i]!, 190, p.colour)}</g>${label(LABEL[end]!, xs[i]!)}`)
    .join('');
}

function main(p: SeedProduct): string {
  switch (p.category) {
    case 'cables':
      return cable(p);
    case 'chargers':
      return charger(p);
    case 'adapters':
      return adapter(p);
    case 'stands':
      return stand(p);
  }
}

mkdirSync(OUT, { recursive: true });
for (const p of PRODUCTS) {
  const base = `${OUT}${p.model.toLowerCase()}`;
  writeFileSync(`${base}.svg`, svg(main(p)));
  writeFileSync(`${base}-detail.svg`, svg(detail(p)));
}
console.log(`drew ${PRODUCTS.length * 2} images in ${OUT}`);
