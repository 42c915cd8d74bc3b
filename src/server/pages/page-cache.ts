import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CachedPage {
  status: number;
  etag: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Rendered pages, kept for one version of the bank: when the bank changes (an admin edit on
 * any instance), the next request renders again. Bounded, oldest first out, so odd query
 * strings cannot fill the memory.
 */
export class PageCache {
  private version: object | undefined;
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 300) {}

  get(version: object, key: string): CachedPage | undefined {
    if (version !== this.version) {
      this.version = version;
      this.pages.clear();
      return undefined;
    }
    return this.pages.get(key);
  }

  set(version: object, key: string, page: CachedPage): void {
    if (version !== this.version) return;
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
  }
}

/** A page as bytes, with its compressed forms and an ETag, made once. */
export function packPage(status: number, html: string): CachedPage {
  const body = Buffer.from(html);
  return {
    status,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: gzipSync(body, { level: 6 }),
  };
}
