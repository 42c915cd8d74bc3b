import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glossaryResponseSchema, lessonChapterResponseSchema, lessonIndexResponseSchema } from '../../src/shared/contract/lessons.js';
import { questionsResponseSchema } from '../../src/shared/contract/questions.js';
import { GUIDE_CHAPTERS } from '../../src/shared/guide-chapters.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('lessons API', () => {
  it('lists the eleven chapters in the guide’s order, each with sections, reading time and the questions it teaches', async () => {
    for (const lang of ['en', 'fr']) {
      const index = lessonIndexResponseSchema.parse((await get(`/api/lessons?lang=${lang}`)).json()).data;
      expect(index.map((c) => c.chapter)).toEqual([...GUIDE_CHAPTERS]);
      for (const chapter of index) {
        expect(chapter.minutes).toBeGreaterThan(0);
        expect(chapter.questionIds).toHaveLength(chapter.questions);
        expect(chapter.sections.reduce((n, s) => n + s.questions, 0)).toBe(chapter.questions);
        for (const section of chapter.sections) expect(section.questions).toBeGreaterThanOrEqual(3);
      }
    }
    const [english, french] = await Promise.all(['en', 'fr'].map(async (lang) => lessonIndexResponseSchema.parse((await get(`/api/lessons?lang=${lang}`)).json()).data));
    expect(french![7]!.title).not.toBe(english![7]!.title);
  });

  it('serves a chapter by its address, with the questions of each section and every term it marks defined', async () => {
    const response = await get('/api/lessons/justice-system');
    expect(response.statusCode).toBe(200);
    const chapter = lessonChapterResponseSchema.parse(response.json()).data;
    expect(chapter.lesson.chapter).toBe('07-justice-system');
    expect(chapter.previous?.slug).toBe('federal-elections');
    expect(chapter.next?.slug).toBe('canadian-symbols');
    expect(Object.keys(chapter.questions).sort()).toEqual(chapter.lesson.sections.map((s) => s.id).sort());
    const marked = [...JSON.stringify(chapter.lesson.sections).matchAll(/\[\[[^\]|]+\|([a-z0-9-]+)\]\]/g)].map((m) => m[1]!);
    expect(marked.length).toBeGreaterThan(0);
    for (const id of marked) expect(chapter.definitions[id], id).toBeDefined();
  });

  it('answers 404 with a JSON error for a chapter that does not exist, and 400 for a bad language', async () => {
    const missing = await get('/api/lessons/no-such-chapter');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Not Found', message: expect.stringContaining('no-such-chapter') });
    const badLang = await get('/api/lessons?lang=xx');
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json()).toHaveProperty('message');
  });

  it('revalidates with the content’s ETag (304, no body)', async () => {
    const first = await get('/api/glossary');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"lessons-[0-9a-f]{16}"$/);
    const again = await get('/api/glossary', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gathers at least 150 key terms per language, sorted, each pointing at a section of its chapter', async () => {
    for (const lang of ['en', 'fr']) {
      const glossary = glossaryResponseSchema.parse((await get(`/api/glossary?lang=${lang}`)).json()).data;
      expect(glossary.length).toBeGreaterThanOrEqual(150);
      const terms = glossary.map((g) => g.term);
      expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, lang, { sensitivity: 'base' })));
      for (const entry of glossary) expect(entry.sectionTitle, entry.id).not.toBe('');
    }
  });

  it('names, on every question a lesson teaches, the chapter and section that teach it', async () => {
    const [question] = questionsResponseSchema.parse((await get('/api/questions?ids=his-002')).json()).data;
    expect(question!.lesson).toEqual({ chapter: '03-canadas-history', section: 'first-peoples' });
    const [french] = questionsResponseSchema.parse((await get('/api/questions?ids=his-002&lang=fr')).json()).data;
    expect(french!.lesson).toEqual({ chapter: '03-canadas-history', section: 'first-peoples' });
  });

  it('lets an admin set the section that teaches a question (checked against the lessons), filter the list by it, and hand it back to the mapping', async () => {
    const cookie = await ctx.login();
    const admin = (method: 'GET' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) => ctx.app.inject({ method, url, payload, headers: { cookie, ...headers } });
    const save = async (lesson: unknown) => {
      const current = (await admin('GET', '/api/admin/questions/his-002')).json().data;
      const { id: _id, created_at: _c, updated_at: _u, verified_at: _v, version, source: _s, chapter: _ch, fr: _fr, lang: _l, lesson: _le, out_of_test, ...rest } = current;
      return admin('PUT', '/api/admin/questions/his-002', { ...rest, out_of_test, lesson }, { 'if-match': `"${version}"` });
    };
    const learnerLesson = async () => questionsResponseSchema.parse((await get('/api/questions?ids=his-002')).json()).data[0]!.lesson;
    const listed = async (lesson: string) => ((await admin('GET', `/api/admin/questions?limit=100&lesson=${encodeURIComponent(lesson)}`)).json().data as { id: string }[]).map((q) => q.id);

    expect(await listed('03-canadas-history/first-peoples')).toContain('his-002');
    const unknown = await save({ chapter: '07-justice-system', section: 'no-such-section' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('no-such-section');

    expect((await save({ chapter: '07-justice-system', section: 'courts' })).statusCode).toBe(200);
    await expect.poll(learnerLesson).toEqual({ chapter: '07-justice-system', section: 'courts' });
    expect((await admin('GET', '/api/admin/questions/his-002')).json().data.lesson).toEqual({ chapter: '07-justice-system', section: 'courts' });
    expect(await listed('07-justice-system/courts')).toContain('his-002');
    expect(await listed('07-justice-system')).toContain('his-002');
    expect(await listed('03-canadas-history/first-peoples')).not.toContain('his-002');

    expect((await save(null)).statusCode).toBe(200);
    await expect.poll(learnerLesson).toEqual({ chapter: '03-canadas-history', section: 'first-peoples' });
    expect((await admin('GET', '/api/admin/questions?lesson=nonsense')).statusCode).toBe(400);
  });
});
