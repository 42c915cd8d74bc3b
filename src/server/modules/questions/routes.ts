import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { sendBankJson, sendRawJson } from '../../raw-json.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  langOnlyQuerySchema,
  learnerStatsResponseSchema,
  questionsQuerySchema,
  questionsResponseSchema,
} from '../../../shared/contract/questions.js';
import { apiErrorSchema, notModifiedSchema } from '../../../shared/contract/errors.js';
import { sample, sampleTest } from '../../../shared/rules/sampling.js';
import { COMPRESS_FROM_BYTES, compressedFor, listJson } from './bank-bytes.js';
import { questionsJson } from './question-bank.js';
import { DifficultyEstimates } from './difficulty.js';
import { settleSeconds } from '../admin/question-stats-repository.js';
import { questionDifficultyResponseSchema } from '../../../shared/contract/difficulty.js';
import { API_PATHS } from '../../../shared/api-paths.js';

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(questionListRoute);
  const settle = () => settleSeconds(app.database, app.config.STATS_SETTLE_SECONDS);
  const difficulty = new DifficultyEstimates(app.database, app.questionBank, settle, app.config.DIFFICULTY_REFRESH_SECONDS * 1000);

  app.get(
    API_PATHS.questionDifficulty,
    {
      schema: {
        tags: ['learner'],
        summary: "How hard each question is for everyone (logit scale, from the counted answers shrunk toward the authored difficulty): the pass estimate's prior",
        response: { 200: questionDifficultyResponseSchema, 304: notModifiedSchema },
      },
    },
    async (request, reply) => {
      const { json, etag } = await difficulty.bytes();
      return sendBankJson(request, reply, json, etag, compressedFor(request));
    },
  );

  app.get(
    API_PATHS.questionStats,
    {
      schema: {
        tags: ['learner'],
        summary: 'Headline totals for the landing page',
        querystring: langOnlyQuerySchema,
        response: { 200: learnerStatsResponseSchema, 304: notModifiedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const bank = await app.questionBank.inLocale(request.query.lang);
      return sendBankJson(request, reply, bank.statsJson, bank.version);
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
        response: { 200: questionsResponseSchema, 304: notModifiedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang, limit, random, category, test, ids } = request.query;
      const bank = await app.questionBank.inLocale(lang);
      const named = ids && [...new Set(ids.map((id) => id.toLowerCase()))].flatMap((id) => bank.byId.get(id) ?? []);
      const pool = named ? named.filter((q) => !category || q.categoryCode === category) : category ? (bank.byCategory.get(category) ?? []) : bank.all;
      const count = limit ?? pool.length;
      // A random draw differs every time; any other read is fixed by the bank and the URL.
      if (test) return sendRawJson(reply, questionsJson(sampleTest(pool, count)));
      if (random) return sendRawJson(reply, questionsJson(sample(pool, count)));
      // A whole list of the bank (all of it, a category) is joined and compressed once per snapshot.
      if (!named && count >= pool.length) {
        return sendBankJson(request, reply, () => listJson(pool), bank.version, compressedFor(request));
      }
      return sendBankJson(request, reply, () => questionsJson(pool.slice(0, count)), bank.version);
    },
  );
};
