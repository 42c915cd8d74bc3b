import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentQuestions } from '../../src/server/db/content.js';
import { helpPackResponseSchema } from '../../src/shared/contract/help.js';
import { HELP_LANGS } from '../../src/shared/help-languages.js';
import { createTestContext, editQuestion, type TestContext } from './helper.js';

// The real geography questions: their translations were made from this English (not out of date).
const geography = loadContentQuestions().filter((q) => q.category === 'GEO');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ content: geography });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const pack = async (lang: string) => helpPackResponseSchema.parse((await get(`/api/help/${lang}`)).json()).data;

describe('help-language packs', () => {
  it('serve every supported language with its direction, labels, questions, key points and terms', async () => {
    for (const lang of HELP_LANGS) {
      const p = await pack(lang);
      expect(p.lang).toBe(lang);
      expect(p.dir).toBe(['ar', 'fa', 'ur'].includes(lang) ? 'rtl' : 'ltr');
      expect(Object.keys(p.questions)).toHaveLength(geography.length);
      expect(Object.values(p.questions).filter((q) => q.outOfDate)).toEqual([]);
      expect(Object.keys(p.terms).length).toBeGreaterThanOrEqual(150);
      expect(p.ui.show).toBeTruthy();
    }
    const arabic = await pack('ar');
    expect(arabic.questions['geo-001']!.question).toMatch(/\p{Script=Arabic}/u);
    expect(arabic.questions['geo-001']!.options).toHaveLength(4);
  });

  it('refuses an unknown language with a 400 naming the supported ones', async () => {
    const response = await get('/api/help/xx');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('pa, hi, tl, zh-Hans, ur, ar, fa, es');
  });

  it('revalidates with an ETag (304), and is compressed for a browser', async () => {
    const first = await get('/api/help/pa', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(first.headers['content-length'] ?? first.rawPayload.length)).toBeLessThan(250 * 1024);
    const again = await get('/api/help/pa', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('marks a translation out of date once an admin edits the English, and changes the ETag', async () => {
    const before = await get('/api/help/es');
    expect(helpPackResponseSchema.parse(before.json()).data.questions['geo-001']!.outOfDate).toBe(false);
    const cookie = await ctx.login();
    const edited = await editQuestion(ctx, cookie, 'geo-001', (q) => ({ ...q, explanation: `${q.explanation as string} Edited.` }));
    expect(edited.statusCode).toBe(200);
    await expect.poll(async () => (await pack('es')).questions['geo-001']!.outOfDate).toBe(true);
    expect((await get('/api/help/es')).headers.etag).not.toBe(before.headers.etag);
    expect((await pack('es')).questions['geo-002']!.outOfDate).toBe(false);
  });
});
