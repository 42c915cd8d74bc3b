import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUESTIONS_LIMIT, QUESTIONS_PER_TEST } from '../../src/shared/constants.js';
import type { z } from 'zod';
import { categoriesResponseSchema } from '../../src/shared/contract/categories.js';
import { healthResponseSchema } from '../../src/shared/contract/health.js';
import { learnerStatsResponseSchema, questionsResponseSchema, type QuestionRecord } from '../../src/shared/contract/questions.js';
import { buildBank } from '../support/builders.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/**
 * The hot learner routes send pre-serialised bytes, which Fastify's serializer never checks:
 * every answer is parsed here with the contract's own response schema.
 */
async function getParsed<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return schema.parse(res.json());
}

describe('learner responses match the shared contract', () => {
  it.each([
    '/api/questions',
    '/api/questions?limit=20&random=true',
    '/api/questions?category=GEO',
    '/api/questions?limit=1000&random=true&category=ALL',
  ])('%s parses as questionsResponseSchema', async (url) => {
    const { data } = await getParsed(url, questionsResponseSchema);
    expect(data.length).toBeGreaterThan(0);
  });

  it('categories, stats and health parse with their schemas', async () => {
    expect((await getParsed('/api/categories', categoriesResponseSchema)).data).toHaveLength(6);
    expect((await getParsed('/api/questions/stats', learnerStatsResponseSchema)).totalQuestions).toBe(48);
    expect((await getParsed('/health', healthResponseSchema)).status).toBe('ok');
  });
});

describe('GET /health', () => {
  it('reports ok, the database kind, and the bank it serves', async () => {
    const res = await get('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: expect.stringMatching(/^(pglite|postgres)$/),
      listening: true,
      bank: { version: expect.stringMatching(/^[\w-]{22}$/), revision: expect.any(Number) },
    });
  });
});

describe('GET /api/questions', () => {
  it('returns every active question in a stable order without parameters', async () => {
    const res = await get('/api/questions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const { data } = res.json<{ data: QuestionRecord[] }>();
    expect(data).toHaveLength(48);
    expect(data[0]).toMatchObject({
      id: 'eco-001',
      option_a: expect.any(String),
      correct_answer: 0,
      category_code: 'ECO',
      difficulty_level: 'easy',
      source: 'Discover Canada',
    });
    expect((await get('/api/questions')).json()).toEqual(res.json());
  });

  it('honours limit, category and random together', async () => {
    const res = await get('/api/questions?limit=5&random=true&category=GOV');
    const { data } = res.json<{ data: QuestionRecord[] }>();
    expect(data).toHaveLength(5);
    expect(new Set(data.map((q) => q.id)).size).toBe(5);
    expect(data.every((q) => q.category_code === 'GOV')).toBe(true);
  });

  it('accepts a lower-case category and ALL', async () => {
    const lower = (await get('/api/questions?category=geo')).json<{ data: QuestionRecord[] }>();
    expect(lower.data.every((q) => q.category_code === 'GEO')).toBe(true);
    const all = (await get('/api/questions?category=ALL&limit=100')).json<{ data: QuestionRecord[] }>();
    expect(all.data).toHaveLength(48);
  });

  it('returns a random selection of the test size', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      const { data } = (await get(`/api/questions?limit=${QUESTIONS_PER_TEST}&random=true`)).json<{ data: QuestionRecord[] }>();
      expect(data).toHaveLength(QUESTIONS_PER_TEST);
      data.forEach((q) => seen.add(q.id));
    }
    // 200 draws from 48 questions: a fixed or biased pick would show far fewer.
    expect(seen.size).toBeGreaterThan(40);
  });

  it.each([
    ['limit=0', 'limit'],
    [`limit=${MAX_QUESTIONS_LIMIT + 1}`, 'limit'],
    ['limit=abc', 'limit'],
    ['random=maybe', 'random'],
    ['category=XYZ', 'category'],
  ])('rejects %s with a 400 JSON error', async (query, field) => {
    const res = await get(`/api/questions?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
    expect(JSON.stringify(body.details)).toContain(field);
  });

  it('accepts the maximum limit', async () => {
    const res = await get(`/api/questions?limit=${MAX_QUESTIONS_LIMIT}&random=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(48);
  });
});

describe('GET /api/questions?ids= (review drills)', () => {
  it('returns the named questions in the order asked, leaving out unknown ids', async () => {
    const { data } = await getParsed('/api/questions?ids=geo-003,his-001,xyz-999,GEO-002', questionsResponseSchema);
    expect(data.map((q) => q.id)).toEqual(['geo-003', 'his-001', 'geo-002']);
  });

  it('keeps only the category asked for when both are given', async () => {
    const { data } = await getParsed('/api/questions?ids=geo-003,his-001&category=HIS', questionsResponseSchema);
    expect(data.map((q) => q.id)).toEqual(['his-001']);
  });

  it.each(['not an id', 'his-001,' + 'x'.repeat(5), Array.from({ length: 51 }, (_, i) => `his-${100 + i}`).join(','), ''])(
    'refuses ids=%s with a 400 and a message',
    async (ids) => {
      const res = await get(`/api/questions?ids=${encodeURIComponent(ids)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    },
  );
});

describe('GET /api/questions/stats', () => {
  it('returns the totals', async () => {
    const res = await get('/api/questions/stats');
    expect(res.json()).toEqual({ totalQuestions: 48, totalCategories: 6, questionsPerTest: QUESTIONS_PER_TEST });
  });
});

describe('GET /api/categories', () => {
  it('returns the six categories in display order with counts', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((c: { code: string }) => c.code)).toEqual(['RIG', 'HIS', 'GOV', 'GEO', 'SYM', 'ECO']);
    expect(data[0]).toEqual({
      id: 'RIG',
      code: 'RIG',
      slug: 'rights-responsibilities',
      name: 'Rights & Responsibilities',
      description: expect.any(String),
      icon: expect.any(String),
      total_questions: 8,
      display_order: 1,
      version: 1,
    });
  });
});

describe('response compression', () => {
  let big: TestContext;
  beforeAll(async () => {
    big = await createTestContext({ content: buildBank(40) });
  });
  afterAll(() => big.close());

  it('compresses the whole bank (flashcards) but not a 20-question set (hot read)', async () => {
    const whole = await big.app.inject({ method: 'GET', url: '/api/questions?limit=1000&random=true', headers: { 'accept-encoding': 'br, gzip' } });
    expect(whole.headers['content-encoding']).toBe('br');
    const test = await big.app.inject({ method: 'GET', url: '/api/questions?limit=20&random=true', headers: { 'accept-encoding': 'br, gzip' } });
    expect(test.headers['content-encoding']).toBeUndefined();
    expect(test.json().data).toHaveLength(20);
  });

  it('serves the whole bank and whole categories compressed in the encoding asked for, the same bytes each time', async () => {
    const get = (url: string, encoding: string) => big.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const plain = await get('/api/questions', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [asked, used] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['gzip;q=1, br;q=0.5', 'gzip'], ['br;q=0, gzip', 'gzip']] as const) {
      const first = await get('/api/questions', asked);
      const again = await get('/api/questions', asked);
      expect(first.headers['content-encoding'], asked).toBe(used);
      expect(first.headers.vary, asked).toMatch(/accept-encoding/i);
      expect(again.rawPayload.equals(first.rawPayload), asked).toBe(true);
      const inflated = used === 'br' ? brotliDecompressSync(first.rawPayload) : gunzipSync(first.rawPayload);
      expect(inflated.equals(plain.rawPayload), asked).toBe(true);
    }
    // A whole category of this bank is under the 32 KB threshold: sent as it is.
    const category = await get('/api/questions?category=GEO', 'br');
    expect(category.rawPayload.length).toBeLessThan(32 * 1024);
    expect(category.headers['content-encoding']).toBeUndefined();
    expect(category.json().data.map((q: { category_code: string }) => q.category_code)).toEqual(Array(40).fill('GEO'));
  });

  it('a current copy revalidates with a 304 and no body, compressed or not', async () => {
    const first = await big.app.inject({ method: 'GET', url: '/api/questions', headers: { 'accept-encoding': 'br' } });
    const again = await big.app.inject({ method: 'GET', url: '/api/questions', headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });
});

describe('GET /api/questions?test=true (a practice test)', () => {
  let mixed: TestContext;
  beforeAll(async () => {
    // Every fourth question true/false, and the first two of each category about the test itself.
    const content = buildBank(20).map((q, i) => ({
      ...q,
      ...(i % 4 === 3 ? { type: 'true-false' as const, options: ['True', 'False'], correctAnswer: i % 2 } : {}),
      ...(i % 20 < 2 ? { outOfTest: true } : {}),
    }));
    mixed = await createTestContext({ content });
  });
  afterAll(() => mixed.close());

  it('mixes in about one true/false question in five and leaves out questions about the test', async () => {
    for (let run = 0; run < 10; run += 1) {
      const res = await mixed.app.inject({ method: 'GET', url: '/api/questions?limit=20&random=true&test=true' });
      const { data } = questionsResponseSchema.parse(res.json());
      expect(data).toHaveLength(20);
      expect(data.filter((q) => q.type === 'true-false')).toHaveLength(4);
      expect(data.some((q) => q.out_of_test)).toBe(false);
      expect(data.filter((q) => q.type === 'true-false').every((q) => q.option_c === null && q.option_a === 'True')).toBe(true);
    }
  });

  it('still serves every question, test rules included, for study', async () => {
    const { data } = questionsResponseSchema.parse((await mixed.app.inject({ method: 'GET', url: '/api/questions?category=GEO' })).json());
    expect(data).toHaveLength(20);
    expect(data.filter((q) => q.out_of_test)).toHaveLength(2);
  });
});
