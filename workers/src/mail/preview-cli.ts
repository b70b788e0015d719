// `npm run mail:preview [-- <folder>]`: writes every mail kind in the nine languages, rendered as
// the workers send them, to <folder>/<kind>.<lang>.html and .txt (default .mail-preview/, not
// tracked), with an index.html linking them all, for review in a browser.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES } from '@voltline/locales';
import type { MailJobName, MailJobPayload } from '@voltline/contracts/jobs';
import { sampleMails } from './samples';
import { renderMail } from './templates';

const folder = path.resolve(process.argv[2] ?? '.mail-preview');
await mkdir(folder, { recursive: true });

const links: string[] = [];
for (const lang of LANGUAGES) {
  const samples = sampleMails(lang);
  for (const kind of Object.keys(samples) as MailJobName[]) {
    const mail = await renderMail(kind, samples[kind] as MailJobPayload<typeof kind>);
    const file = `${kind}.${lang}`;
    await writeFile(path.join(folder, `${file}.html`), mail.html);
    await writeFile(path.join(folder, `${file}.txt`), mail.text);
    links.push(`<li><a href="${file}.html">${file}</a> (<a href="${file}.txt">text</a>): ${escape(mail.subject)}</li>`);
  }
}
await writeFile(path.join(folder, 'index.html'), `<!doctype html><meta charset="utf-8"><title>Mail preview</title><ul>\n${links.join('\n')}\n</ul>\n`);
console.log(`${links.length} mails (HTML and text) in ${folder}`);

function escape(value: string): string {
  return value.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] as string);
}
