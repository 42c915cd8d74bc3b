import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packPage, PageCache, RenderBudget } from './page-cache';

describe('packPage', () => {
  it('keeps the page with both compressed forms, each giving back the same bytes, and an ETag of its content', async () => {
    const html = `<!doctype html><main>${'<p>A paragraph of a lesson.</p>'.repeat(200)}</main>`;
    const page = await packPage(200, html);
    expect(page.body.toString()).toBe(html);
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(page.gzip.length);
    expect(page.etag).toBe((await packPage(404, html)).etag);
    expect(page.etag).not.toBe((await packPage(200, `${html} `)).etag);
  });
});

describe('PageCache', () => {
  it('renders a key once while requests for it keep arriving, and keeps it for its bank version', async () => {
    const cache = new PageCache();
    const version = {};
    let renders = 0;
    const make = async () => {
      renders += 1;
      await new Promise((r) => setTimeout(r, 5));
      return packPage(200, '<p>page</p>');
    };
    const first = cache.render(version, '/practice', make);
    expect(cache.pending(version, '/practice')).toBe(first);
    await first;
    expect(cache.get(version, '/practice')?.status).toBe(200);
    expect(renders).toBe(1);
    expect(cache.get({}, '/practice')).toBeUndefined(); // a new bank version starts empty
  });

  it('drops the least recently used page when full', async () => {
    const cache = new PageCache(2);
    const version = {};
    for (const key of ['/a', '/b']) await cache.render(version, key, async () => packPage(200, key));
    cache.get(version, '/a');
    await cache.render(version, '/c', async () => packPage(200, '/c'));
    expect(cache.get(version, '/a')).toBeDefined();
    expect(cache.get(version, '/b')).toBeUndefined();
  });
});

describe('RenderBudget', () => {
  it('allows a burst, then one render per refill, per address', () => {
    const budget = new RenderBudget(30);
    const at = 1_000_000;
    const allowed = Array.from({ length: 35 }, () => budget.take('203.0.113.9', at)).filter(Boolean).length;
    expect(allowed).toBe(30);
    expect(budget.take('198.51.100.1', at)).toBe(true);
    expect(budget.take('203.0.113.9', at + 2_000)).toBe(true);
    expect(budget.take('203.0.113.9', at + 2_100)).toBe(false);
  });
});
