/** The HTML frame shared by every transactional email: table layout, inline styles (mail clients). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export interface EmailLayout {
  lang: string;
  brand: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  finePrint: string[];
  footer: string;
}

export function renderHtml(l: EmailLayout): string {
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${escapeHtml(text)}</p>`;
  const small = (text: string) => `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#52606d">${text}</p>`;
  const button = l.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(l.button.url)}" style="display:inline-block;background:#0b6bcb;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px">${escapeHtml(l.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d;word-break:break-all">${escapeHtml(l.button.url)}</p>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(l.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(l.heading)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(l.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:8px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;letter-spacing:.5px;color:#0b6bcb">${escapeHtml(l.brand)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#1f2933">${escapeHtml(l.heading)}</h1>
${l.paragraphs.map(p).join('\n')}
${button}
${l.finePrint.map(small).join('\n')}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#7b8794">${escapeHtml(l.footer)}</p>
</td></tr></table></body></html>`;
}

export function renderText(l: EmailLayout, finePrintText: string[]): string {
  return [l.brand, '', l.heading, '', ...l.paragraphs.flatMap((x) => [x, '']), ...(l.button ? [`${l.button.label}: ${l.button.url}`, ''] : []), ...finePrintText, '', l.footer].join('\n');
}
