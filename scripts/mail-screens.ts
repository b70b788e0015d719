// `npm run mail:screens [-- <folder>]`: screenshots of every mail the preview command wrote
// (`npm run mail:preview`, default folder .mail-preview/), in Chromium at 375 and 700 px, to
// <folder>/screens/<kind>.<lang>.<width>.png, scripts off as in a mail client. Prints each mail
// wider than the window (a line that does not wrap), and exits 1 if there is one.
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium';

const WIDTHS = [375, 700];

const folder = path.resolve(process.argv[2] ?? '.mail-preview');
const mails = (await readdir(folder)).filter((file) => file.endsWith('.html') && file !== 'index.html').sort();
if (mails.length === 0) {
  console.error(`no mail in ${folder}: run npm run mail:preview first`);
  process.exit(1);
}
const screens = path.join(folder, 'screens');
await mkdir(screens, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
const tooWide: string[] = [];
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const mail of mails) {
      await page.goto(pathToFileURL(path.join(folder, mail)).href);
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      if (overflow > 0) tooWide.push(`${mail} at ${width} px: ${overflow} px too wide`);
      await page.screenshot({ path: path.join(screens, `${mail.replace(/\.html$/, '')}.${width}.png`), fullPage: true });
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`${mails.length * WIDTHS.length} screenshots (${WIDTHS.join(' and ')} px) in ${screens}`);
for (const line of tooWide) console.log(line);
process.exitCode = tooWide.length > 0 ? 1 : 0;
