import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { sendRawJson } from '../../raw-json.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  langOnlyQuerySchema,
  learnerStatsResponseSchema,
  questionsQuerySchema,
  questionsResponseSchema,
} from '../../../shared/contract/questions.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { sample, sampleTest } from '../../../shared/rules/sampling.js';
import { questionsJson } from './question-bank.js';
import { API_PATHS } from '../../../shared/api-paths.js';

/** Only large answers (the whole bank, for flashcards) are worth compressing per request. */
const COMPRESS_FROM_BYTES = 32 * 1024;

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(questionListRoute);

  app.get(
    API_PATHS.questionStats,
    {
      schema: {
        tags: ['learner'],
        summary: 'Headline totals for the landing page',
        querystring: langOnlyQuerySchema,
        response: { 200: learnerStatsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const bank = await app.questionBank.inLocale(request.query.lang);
      return sendRawJson(reply, bank.statsJson);
    },
  );
};

// Its own scope, so that the compression hook runs on this route alone.
const questionListRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  app.get(
    API_PATHS.questions,
    {
      schema: {
        tags: ['learner'],
        summary: 'Questions for practice, study and flashcards',
        querystring: questionsQuerySchema,
        response: { 200: questionsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang, limit, random, category, test, ids } = request.query;
      const bank = await app.questionBank.inLocale(lang);
      const named = ids && [...new Set(ids.map((id) => id.toLowerCase()))].flatMap((id) => bank.byId.get(id) ?? []);
      const pool = named ? named.filter((q) => !category || q.categoryCode === category) : category ? (bank.byCategory.get(category) ?? []) : bank.all;
      const count = limit ?? pool.length;
      const picked = test ? sampleTest(pool, count) : random ? sample(pool, count) : pool.slice(0, count);
      return sendRawJson(reply, questionsJson(picked));
    },
  );
};
