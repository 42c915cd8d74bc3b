import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, fillPath } from '../../src/shared/api-paths.js';
import { CONTROL_CHARACTER_MESSAGE } from '../../src/shared/contract/input.js';
import { buildQuestionPayload, buildSession } from '../support/builders.js';
import { createTestContext, type TestContext } from './helper.js';

/**
 * Hostile and invalid values, generated, sent to every endpoint of the contract with and
 * without an admin session: each must be a 4xx with `{ error, message }`, never a 5xx, and the
 * bank must be the same afterwards. Which fields exist, and their types, come from the OpenAPI
 * document the server generates from the shared schemas, so a new field is fuzzed at once.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
}
interface Operation {
  parameters?: { in: 'query' | 'path'; name: string; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
}

const SYNC_ID = '0123456789abcdef0123456789abcdef';

/** A valid request per operation: the fuzzer breaks one field of it at a time. */
const VALID: Record<string, { params?: Record<string, string>; query?: Record<string, string>; body?: unknown }> = {
  [`GET ${API_PATHS.health}`]: {},
  [`GET ${API_PATHS.questions}`]: { query: { limit: '5', random: 'true', category: 'GEO' } },
  [`GET ${API_PATHS.questionStats}`]: {},
  [`GET ${API_PATHS.questionDifficulty}`]: {},
  [`GET ${API_PATHS.categories}`]: {},
  [`GET ${API_PATHS.lessons}`]: { query: { lang: 'fr' } },
  [`GET ${API_PATHS.lesson}`]: { params: { slug: 'justice-system' }, query: { lang: 'en' } },
  [`GET ${API_PATHS.glossary}`]: { query: { lang: 'en' } },
  [`GET ${API_PATHS.helpPack}`]: { params: { lang: 'pa' } },
  [`POST ${API_PATHS.sessions}`]: { body: buildSession(['geo-001', 'geo-002'], 1, { passed: false, score_percentage: 50 }) },
  [`POST ${API_PATHS.outcomes}`]: { body: { result: 'passed', band: 9, daysStudied: 21, attempt: 1, lang: 'en' } },
  [`GET ${API_PATHS.outcomeCalibration}`]: {},
  [`GET ${API_PATHS.adminOutcomes}`]: {},
  [`POST ${API_PATHS.reports}`]: { body: { question_id: 'geo-001', reason: 'unclear', message: 'Which river?', lang: 'en' } },
  [`POST ${API_PATHS.adminLogin}`]: { body: { email: 'nobody@example.test', password: 'not-the-password' } },
  [`POST ${API_PATHS.adminLogout}`]: {},
  [`GET ${API_PATHS.adminMe}`]: {},
  [`GET ${API_PATHS.adminStats}`]: {},
  [`GET ${API_PATHS.adminQuestions}`]: { query: { page: '1', limit: '20', category: 'GOV', difficulty: 'easy', search: 'x', correctAnswer: '1', sort: 'missRate', help: 'pa:missing' } },
  [`POST ${API_PATHS.adminQuestions}`]: { body: buildQuestionPayload() },
  [`GET ${API_PATHS.adminQuestion}`]: { params: { id: 'gov-001' } },
  [`PUT ${API_PATHS.adminQuestion}`]: { params: { id: 'gov-001' }, body: buildQuestionPayload() },
  [`DELETE ${API_PATHS.adminQuestion}`]: { params: { id: 'no-such-question' } },
  [`PUT ${API_PATHS.adminReorderAnswers}`]: { params: { id: 'gov-001' }, body: { newOrder: [3, 2, 1, 0] } },
  [`GET ${API_PATHS.adminQuestionHistory}`]: { params: { id: 'gov-001' } },
  [`GET ${API_PATHS.adminQuestionHelp}`]: { params: { id: 'gov-001' } },
  [`PUT ${API_PATHS.adminQuestionHelpLang}`]: { params: { id: 'gov-001', lang: 'es' }, body: { question: '¿Qué?', options: ['Uno', 'Dos', 'Tres', 'Cuatro'], explanation: 'Porque sí.', memoryDevice: 'Recuerde.' } },
  // No text was written for it: nothing to remove.
  [`DELETE ${API_PATHS.adminQuestionHelpLang}`]: { params: { id: 'gov-001', lang: 'fa' } },
  [`POST ${API_PATHS.adminRestoreQuestion}`]: { params: { id: 'gov-001' } },
  // An entry that does not exist: the fuzzer must never change the bank.
  [`POST ${API_PATHS.adminRestoreQuestionVersion}`]: { params: { id: 'gov-001', entryId: '2147483000' } },
  [`POST ${API_PATHS.adminShuffleAnswers}`]: { body: { questionIds: ['gov-001'], options: { ensureMoved: true } } },
  [`GET ${API_PATHS.adminDistribution}`]: { query: { category: 'GEO' } },
  [`POST ${API_PATHS.adminFixDistribution}`]: { body: { category: 'GEO', dryRun: true } },
  [`POST ${API_PATHS.adminBulkImport}`]: { body: { questions: [buildQuestionPayload()] } },
  [`GET ${API_PATHS.adminCategories}`]: {},
  [`PUT ${API_PATHS.adminCategory}`]: { params: { code: 'GEO' }, body: { description: 'Places.' } },
  [`GET ${API_PATHS.adminReports}`]: { query: { status: 'open' } },
  [`POST ${API_PATHS.syncSpace}`]: { params: { id: SYNC_ID } },
  [`DELETE ${API_PATHS.syncSpace}`]: { params: { id: SYNC_ID } },
  [`GET ${API_PATHS.syncChunks}`]: { params: { id: SYNC_ID }, query: { after: '0' } },
  [`POST ${API_PATHS.syncChunks}`]: { params: { id: SYNC_ID }, body: { data: 'AAAA' } },
  [`PATCH ${API_PATHS.adminReport}`]: { params: { id: '0b7c1a52-5d0e-4f7a-9c3e-1b2a3c4d5e6f' }, body: { status: 'resolved', note: 'Fixed.' } },
};

const CONTROL = fc.integer({ min: 0, max: 31 }).chain((code) => fc.tuple(fc.string({ maxLength: 20 }), fc.constant(String.fromCharCode(code)), fc.string({ maxLength: 20 })));
const controlString = CONTROL.map(([a, c, b]) => `${a}${c}${b}`);
const longString = fc.integer({ min: 5_000, max: 200_000 }).map((n) => 'é'.repeat(n));
const hugeOrNegative = fc.oneof(
  fc.constantFrom(-1, -2147483649, 2147483648, 4294967296, 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.integer({ min: -2147483648, max: -1 }),
  fc.double({ min: 2147483648, max: 1e300, noNaN: true }).map(Math.floor),
);
const fractional = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n));
const deep = fc.integer({ min: 50, max: 400 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});
const wrongShapes = fc.oneof(fc.constant({}), fc.constant([]), fc.boolean(), deep);

/** Values that are invalid for a field of the given JSON-schema type. */
function hostileFor(type: string | undefined): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return fc.oneof(hugeOrNegative, fractional, controlString, wrongShapes);
    case 'number':
      return fc.oneof(hugeOrNegative, controlString, wrongShapes);
    case 'boolean':
      return fc.oneof(controlString, fc.integer(), fc.constant({}), fc.constant([]));
    case 'array':
      return fc.oneof(controlString, fc.integer(), fc.constant({ 0: 'x' }), deep);
    case 'object':
      return fc.oneof(controlString, fc.integer(), fc.constant([1, 2]), fc.constant('object'));
    default:
      return fc.oneof(controlString, longString, hugeOrNegative, wrongShapes);
  }
}
/** Query and path values are strings: control characters and lengths past every limit. */
const hostileString = fc.oneof(controlString, longString.map((s) => s.slice(0, 20_000)));

const typeOf = (schema: JsonSchema): string | undefined => {
  const type = schema.type ?? schema.anyOf?.[0]?.type ?? schema.oneOf?.[0]?.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
};

/** Every breakable place of a JSON body: top-level fields, and fields of the first item of arrays of objects. */
function bodyFields(schema: JsonSchema | undefined, body: unknown): { path: (string | number)[]; type: string | undefined }[] {
  if (!schema?.properties || !body || typeof body !== 'object') return [];
  return Object.entries(schema.properties).flatMap(([name, field]) => {
    const here = { path: [name], type: typeOf(field) };
    const item = field.items;
    const value = (body as Record<string, unknown>)[name];
    if (typeOf(field) === 'array' && item?.properties && Array.isArray(value) && value.length > 0) {
      return [here, ...bodyFields(item, value[0]).map((f) => ({ ...f, path: [name, 0, ...f.path] }))];
    }
    return [here];
  });
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = value;
  return copy;
}

let ctx: TestContext;
let cookie: string;
let operations: { key: string; method: string; path: string; spec: Operation }[];

beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await ctx.login();
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([openApiPath, methods]) =>
    Object.entries(methods).map(([method, spec]) => {
      const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
      return { key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, spec };
    }),
  );
});
afterAll(() => ctx.close());

async function bankFingerprint(): Promise<string> {
  const [questions, categories] = await Promise.all([
    ctx.app.inject({ method: 'GET', url: `${API_PATHS.questions}?limit=1000` }),
    ctx.app.inject({ method: 'GET', url: API_PATHS.categories }),
  ]);
  return questions.body + categories.body;
}

function expectClearRefusal(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const body = res.json<{ error?: unknown; message?: unknown }>();
  expect(typeof body.error, what).toBe('string');
  expect(typeof body.message, what).toBe('string');
}

function request(op: { method: string; path: string }, parts: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown }, admin: boolean): InjectOptions {
  const url = op.path.includes(':') ? fillPath(op.path as Parameters<typeof fillPath>[0], parts.params ?? {}) : op.path;
  return {
    method: op.method as InjectOptions['method'],
    url,
    query: parts.query,
    ...(parts.body === undefined ? {} : { payload: JSON.stringify(parts.body), headers: { 'content-type': 'application/json', ...(admin ? { cookie } : {}) } }),
    ...(parts.body === undefined && admin ? { headers: { cookie } } : {}),
  };
}

describe('hostile input on every endpoint', () => {
  it('has a valid example for every operation in the contract', () => {
    const keys = operations.map((o) => o.key).filter((k) => !k.includes('/api/docs'));
    expect(keys.sort()).toEqual(Object.keys(VALID).sort());
  });

  it.each([false, true])('never answers a 5xx, and every refusal is a clear 4xx (admin session: %s)', async (admin) => {
    const before = await bankFingerprint();
    for (const op of operations.filter((o) => VALID[o.key])) {
      const valid = VALID[op.key]!;
      const body = op.spec.requestBody?.content['application/json'].schema;
      const targets = [
        ...bodyFields(body, valid.body).map((f) => ({ where: 'body' as const, name: f.path, arbitrary: hostileFor(f.type) })),
        ...(op.spec.parameters ?? []).map((p) => ({ where: p.in, name: [p.name], arbitrary: hostileString })),
      ];
      for (const target of targets) {
        await fc.assert(
          fc.asyncProperty(target.arbitrary, async (value) => {
            const parts =
              target.where === 'body'
                ? { ...valid, body: withValue(valid.body, target.name, value) }
                : target.where === 'query'
                  ? { ...valid, query: { ...valid.query, [target.name[0]!]: String(value) } }
                  : { ...valid, params: { ...valid.params, [target.name[0]!]: String(value) } };
            const res = await ctx.app.inject(request(op, parts, admin));
            expectClearRefusal(res, `${op.key} ${target.where}.${target.name.join('.')}`);
          }),
          { numRuns: 12, seed: 2026 },
        );
      }
      if (op.spec.requestBody) {
        for (const raw of ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '[]', '"text"', '{"a":'.repeat(2000)]) {
          const res = await ctx.app.inject({ ...request(op, valid, admin), payload: raw });
          expectClearRefusal(res, `${op.key} raw ${raw.slice(0, 30)}`);
        }
      }
    }
    expect(await bankFingerprint()).toBe(before);
  });
});

describe('the two causes of 500s found by the audit', () => {
  it('refuses a NUL in a session question id, a search and a path id with the control-character message', async () => {
    const session = buildSession(['geo-001', 'geo-002'], 1, { passed: false, score_percentage: 50 });
    session.questions[0] = { ...session.questions[0]!, question_id: 'eco-001\u0000' };
    for (const res of [
      await ctx.app.inject({ method: 'POST', url: API_PATHS.sessions, payload: session }),
      await ctx.app.inject({ method: 'GET', url: `${API_PATHS.adminQuestions}?search=%00`, headers: { cookie } }),
      await ctx.app.inject({ method: 'GET', url: '/api/admin/questions/a%00b', headers: { cookie } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('refuses a time spent beyond the integer column, and accepts the longest real one', async () => {
    const session = buildSession(['geo-001'], 1, { time_spent_seconds: 86_400 });
    const tooLong = { ...session, questions: [{ ...session.questions[0]!, time_spent: 2147483648 }] };
    expect((await ctx.app.inject({ method: 'POST', url: API_PATHS.sessions, payload: tooLong })).statusCode).toBe(400);
    const longest = { ...session, questions: [{ ...session.questions[0]!, time_spent: 86_400 }] };
    expect((await ctx.app.inject({ method: 'POST', url: API_PATHS.sessions, payload: longest })).statusCode).toBe(201);
  });
});

