import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * Compressed copies of answers that are sent again and again as the same string (the cached
 * public reads, the sitemaps): compressing a 7 KB product list costs more CPU than the rest of
 * its request, so each copy is made once and kept. Keys are the answer strings themselves: the
 * caches hand out the same string instance each time, and V8 keeps a string's hash, so a lookup
 * is cheap. Bounded by bytes (answers and copies); the oldest go first.
 */
export class CompressedCopies {
  private readonly copies = new Map<string, Partial<Record<Encoding, Buffer>>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(body: string, encoding: Encoding): Buffer {
    let entry = this.copies.get(body);
    if (!entry) {
      entry = {};
      this.copies.set(body, entry);
      this.bytes += body.length;
    }
    let copy = entry[encoding];
    if (!copy) {
      copy =
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 8, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : gzipSync(body, { level: 9 });
      entry[encoding] = copy;
      this.bytes += copy.length;
      this.evict();
    }
    return copy;
  }

  get size(): number {
    return this.copies.size;
  }

  private evict() {
    while (this.bytes > this.maxBytes && this.copies.size > 1) {
      const [body, entry] = this.copies.entries().next().value!;
      this.copies.delete(body);
      this.bytes -= body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
    }
  }
}
