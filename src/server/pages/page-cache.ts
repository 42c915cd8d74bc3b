import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface CachedPage {
  status: number;
  etag: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Rendered pages, kept for one version of the bank: when the bank changes (an admin edit on
 * any instance), the next request renders again. Least recently used out first, bounded, and one
 * render at a time per key (requests arriving meanwhile wait for it).
 */
export class PageCache {
  private version: object | undefined;
  private readonly pages = new Map<string, CachedPage>();
  private readonly inFlight = new Map<string, Promise<CachedPage>>();

  constructor(private readonly maxEntries = 400) {}

  private sync(version: object): void {
    if (version === this.version) return;
    this.version = version;
    this.pages.clear();
    this.inFlight.clear();
  }

  get(version: object, key: string): CachedPage | undefined {
    this.sync(version);
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  /** The render of this key already under way, if any. */
  pending(version: object, key: string): Promise<CachedPage> | undefined {
    this.sync(version);
    return this.inFlight.get(key);
  }

  /** Renders a key once, keeping the result for this version of the bank. */
  render(version: object, key: string, make: () => Promise<CachedPage>): Promise<CachedPage> {
    this.sync(version);
    const rendering = make().finally(() => {
      if (this.inFlight.get(key) === rendering) this.inFlight.delete(key);
    });
    this.inFlight.set(key, rendering);
    void rendering.then(
      (page) => {
        if (version !== this.version) return;
        if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
        this.pages.set(key, page);
      },
      () => undefined,
    );
    return rendering;
  }
}

/**
 * How many renders each client address may cause, refilled over a minute (per instance, like the
 * other per-address limits). Bounded: the longest-idle addresses are forgotten first.
 */
export class RenderBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly maxAddresses = 10_000,
  ) {}

  take(address: string, now = Date.now()): boolean {
    const previous = this.buckets.get(address);
    const tokens = Math.min(this.perMinute, (previous?.tokens ?? this.perMinute) + ((now - (previous?.at ?? now)) / 60_000) * this.perMinute);
    this.buckets.delete(address);
    if (this.buckets.size >= this.maxAddresses) this.buckets.delete(this.buckets.keys().next().value!);
    const allowed = tokens >= 1;
    this.buckets.set(address, { tokens: allowed ? tokens - 1 : tokens, at: now });
    return allowed;
  }
}

/**
 * A page as bytes, with its compressed forms and an ETag, made once. A page is compressed once per
 * bank version and sent many times, so both at their smallest: brotli's highest quality makes a
 * learner page about 12 % smaller than quality 6 (2 KB, which can be a round trip less on a phone's
 * new connection), for 50–100 ms of CPU in zlib's thread pool, off the event loop.
 */
export async function packPage(status: number, html: string): Promise<CachedPage> {
  const body = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: 9 }),
  ]);
  return { status, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`, body, br, gzip: gz };
}
