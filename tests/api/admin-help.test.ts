import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentQuestions } from '../../src/server/db/content.js';
import { adminHelpTranslationResponseSchema, adminHelpTranslationsResponseSchema } from '../../src/shared/contract/admin-help.js';
import { helpPackResponseSchema } from '../../src/shared/contract/help.js';
import { HELP_LANGS } from '../../src/shared/help-languages.js';
import { createTestContext, editQuestion, type TestContext } from './helper.js';

// Real questions whose translations were made from this English: every language is current.
const content = loadContentQuestions().filter((q) => q.category === 'GEO' || q.id === 'sym-001');
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext({ content });
  cookie = await ctx.login();
});
afterAll(() => ctx.close());

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const translations = async (id: string) => adminHelpTranslationsResponseSchema.parse((await request('GET', `/api/admin/questions/${id}/help`)).json()).data;
const pack = async (lang: string) => helpPackResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/help/${lang}` })).json()).data;
const listIds = async (query: string) => ((await request('GET', `/api/admin/questions?limit=100&${query}`)).json().data as { id: string }[]).map((q) => q.id);

const punjabi = {
  question: 'ਨਵਾਂ ਸਵਾਲ?',
  options: ['ਪਹਿਲਾ', 'ਦੂਜਾ', 'ਤੀਜਾ', 'ਚੌਥਾ'],
  explanation: 'ਨਵੀਂ ਵਿਆਖਿਆ।',
  memoryDevice: 'ਨਵਾਂ ਤਰੀਕਾ।',
};

async function editEnglish(id: string, change: (current: Record<string, unknown>) => Record<string, unknown>) {
  expect((await editQuestion(ctx, cookie, id, change)).statusCode).toBe(200);
}

describe('help-language texts in the admin editor', () => {
  it("lists a question's translation in every help language, each current and from the reviewed files", async () => {
    const all = await translations('geo-001');
    expect(all.map((t) => t.lang)).toEqual([...HELP_LANGS]);
    for (const entry of all) {
      expect(entry).toMatchObject({ status: 'current', edited: false });
      expect(entry.text?.options).toHaveLength(4);
    }
    expect(all.find((t) => t.lang === 'ur')?.text?.question).toMatch(/\p{Script=Arabic}/u);
  });

  it('needs a session, a known question and a known language', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/questions/geo-001/help' })).statusCode).toBe(401);
    expect((await request('GET', '/api/admin/questions/geo-999/help')).statusCode).toBe(404);
    const unknown = await request('PUT', '/api/admin/questions/geo-001/help/xx', punjabi);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('pa, hi, tl, zh-Hans, ur, ar, fa, es');
  });

  it('refuses a text that does not line up with the English (options, empty fields, a context the English lacks)', async () => {
    const cases = [
      { ...punjabi, options: ['ਇੱਕ', 'ਦੋ'] },
      { ...punjabi, question: '   ' },
      { ...punjabi, context: 'ਪ੍ਰਸੰਗ' },
      { ...punjabi, extra: 'field' },
    ];
    for (const payload of cases) {
      const response = await request('PUT', '/api/admin/questions/geo-001/help/pa', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await translations('geo-001')).find((t) => t.lang === 'pa')?.edited).toBe(false);
  });

  it("serves an admin's text to learners at once, records it in the history, and hands back the reviewed text on removal", async () => {
    const reviewed = (await pack('pa')).questions['geo-003']!.question;
    const saved = await request('PUT', '/api/admin/questions/geo-003/help/pa', punjabi);
    expect(saved.statusCode).toBe(200);
    expect(adminHelpTranslationResponseSchema.parse(saved.json()).data).toMatchObject({ lang: 'pa', status: 'current', edited: true, text: { question: punjabi.question } });
    expect((await pack('pa')).questions['geo-003']).toMatchObject({ question: punjabi.question, options: punjabi.options, outOfDate: false });
    expect((await pack('hi')).questions['geo-003']!.question).not.toBe(punjabi.question);

    const history = (await request('GET', '/api/admin/questions/geo-003/history')).json().data as { id: number; action: string; changed_fields: string[] }[];
    const entry = history.find((h) => h.action === 'help-translation');
    expect(entry?.changed_fields).toEqual(expect.arrayContaining(['pa.question', 'pa.option_a', 'pa.explanation']));
    const restore = await request('POST', `/api/admin/questions/geo-003/history/${entry!.id}/restore`);
    expect(restore.statusCode).toBe(400);

    const removed = await request('DELETE', '/api/admin/questions/geo-003/help/pa');
    expect(adminHelpTranslationResponseSchema.parse(removed.json()).data).toMatchObject({ edited: false, status: 'current' });
    expect((await pack('pa')).questions['geo-003']!.question).toBe(reviewed);
    expect((await request('DELETE', '/api/admin/questions/geo-003/help/pa')).statusCode).toBe(404);
  });

  it('marks translations out of date when the English changes, filters the list by it, and an updated text is current again', async () => {
    expect(await listIds('help=ar:outOfDate')).toEqual([]);
    await editEnglish('geo-004', (q) => ({ ...q, explanation: `${q.explanation as string} Edited.` }));
    expect((await translations('geo-004')).every((t) => t.status === 'outOfDate')).toBe(true);
    expect(await listIds('help=ar:outOfDate')).toEqual(['geo-004']);
    expect(await listIds('help=ar:outOfDate&category=HIS')).toEqual([]);

    const arabic = (await translations('geo-004')).find((t) => t.lang === 'ar')!.text!;
    const updated = await request('PUT', '/api/admin/questions/geo-004/help/ar', { ...arabic, context: undefined });
    expect(updated.json().data).toMatchObject({ status: 'current', edited: true });
    expect((await pack('ar')).questions['geo-004']!.outOfDate).toBe(false);
    expect(await listIds('help=ar:outOfDate')).toEqual([]);
    expect(await listIds('help=fa:outOfDate')).toEqual(['geo-004']);
  });

  it('counts a translation written for another answer key as missing (its letters would point at the wrong option)', async () => {
    expect(await listIds('help=es:missing')).toEqual([]);
    await editEnglish('geo-005', (q) => ({ ...q, correct_answer: ((q.correct_answer as number) + 1) % 4 }));
    expect(await listIds('help=es:missing')).toEqual(['geo-005']);
    expect((await pack('es')).questions['geo-005']).toBeUndefined();
    expect((await request('GET', '/api/admin/questions?help=es:stale')).statusCode).toBe(400);
  });
});
