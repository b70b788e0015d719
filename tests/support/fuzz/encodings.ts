/**
 * How a fuzz case is put on the wire: form-encoded, JSON, multipart, or raw bytes. The encoders
 * write what a well-behaved client would, except where a case asks for breakage; they never throw
 * on input a browser could not produce (a lone surrogate is written as its raw, invalid UTF-8
 * bytes, exactly what a broken client would send).
 */

/** One field as it goes in a body: a value, a repeated key (several values), or raw text. */
export type FieldValue = string | string[] | { raw: string };
export type Fields = Record<string, FieldValue>;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** UTF-8 bytes of a JS string, lone surrogates written as their three-byte (invalid) sequences. */
export function looseUtf8(text: string): Buffer {
  const parts: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isHighSurrogate(code) && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) {
      i++;
      continue;
    }
    if (isHighSurrogate(code) || isLowSurrogate(code)) {
      parts.push(Buffer.from(text.slice(start, i), 'utf8'));
      parts.push(Buffer.from([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]));
      start = i + 1;
    }
  }
  parts.push(Buffer.from(text.slice(start), 'utf8'));
  return Buffer.concat(parts);
}

/** Percent-encodes every byte of `looseUtf8(text)` that is not unreserved. */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of looseUtf8(text)) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const encodePart = (value: FieldValue): string[] =>
  typeof value === 'string' ? [percentEncode(value)] : Array.isArray(value) ? value.map(percentEncode) : [value.raw];

/** application/x-www-form-urlencoded (also a query string): repeated keys for arrays, raw text kept as is. */
export function formEncode(fields: Fields): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    for (const encoded of encodePart(value)) pairs.push(`${percentEncode(key)}=${encoded}`);
  }
  return pairs.join('&');
}

/** JSON of the fields (raw text fields are sent as their text; repeated keys as an array). */
export function jsonFields(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'object' && !Array.isArray(v) ? v.raw : v]));
}

export interface MultipartFile {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

export interface MultipartOptions {
  boundary?: string;
  /** Extra header lines on every part (huge or broken part headers). */
  partHeaders?: string[];
  /** Cut the body after this many bytes (a truncated upload). */
  truncateAt?: number;
  /** Leave out the closing delimiter. */
  noClose?: boolean;
}

/** multipart/form-data, written by hand so that boundaries, headers and endings can be broken. */
export function multipartBody(fields: Fields, files: MultipartFile[] = [], options: MultipartOptions = {}): { boundary: string; body: Buffer } {
  const boundary = options.boundary ?? `----fuzz${Math.random().toString(36).slice(2)}`;
  const extra = (options.partHeaders ?? []).map((h) => `${h}\r\n`).join('');
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const values = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [value.raw];
    for (const v of values) {
      chunks.push(
        looseUtf8(`--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/"/g, '%22')}"\r\n${extra}\r\n`),
        looseUtf8(v),
        Buffer.from('\r\n'),
      );
    }
  }
  for (const file of files) {
    chunks.push(
      looseUtf8(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename.replace(/"/g, '%22')}"\r\nContent-Type: ${file.type}\r\n${extra}\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  if (!options.noClose) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  return { boundary, body: options.truncateAt === undefined ? body : body.subarray(0, Math.min(options.truncateAt, body.length)) };
}
