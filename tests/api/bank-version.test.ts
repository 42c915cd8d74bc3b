import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuestionPayload } from '../support/builders.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await ctx.login();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}, app = ctx.app) => app.inject({ method: 'GET', url, headers });
const BANK_READS = ['/api/questions', '/api/questions?lang=fr', '/api/questions?category=GEO', '/api/categories', '/api/categories?lang=fr', '/api/questions/stats'];

describe('the bank version on learner reads', () => {
  it('is sent as an ETag on every read that depends only on the bank, and a matching If-None-Match gets a 304 without a body', async () => {
    for (const url of BANK_READS) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]{10,}"$/);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      // Weak and listed forms match too; another version does not.
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode, url).toBe(200);
    }
  });

  it('is not sent on random draws, which differ every time', async () => {
    for (const url of ['/api/questions?limit=20&random=true', '/api/questions?limit=20&test=true']) {
      const response = await get(url, { 'if-none-match': '*' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it('changes when an admin corrects a question, so an old copy is refreshed with the correction', async () => {
    const before = await get('/api/questions');
    const etag = before.headers.etag as string;
    const id = (before.json().data as { id: string }[])[0]!.id;
    const saved = await ctx.app.inject({ method: 'PUT', url: `/api/admin/questions/${id}`, headers: { cookie }, payload: buildQuestionPayload({ question: 'Corrected wording?' }) });
    expect(saved.statusCode).toBe(200);
    const after = await get('/api/questions', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json().data as { id: string; question: string }[]).find((q) => q.id === id)?.question).toBe('Corrected wording?');
  });

  it('is the same on every instance serving the same bank', async () => {
    const second = await ctx.secondInstance();
    const [a, b] = [await get('/api/categories'), await get('/api/categories', {}, second)];
    expect(b.headers.etag).toBe(a.headers.etag);
  });
});
