import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { apiErrorSchema, notModifiedSchema } from '../../../shared/contract/errors.js';
import { glossaryResponseSchema, lessonChapterResponseSchema, lessonIndexResponseSchema, lessonParamsSchema, lessonQuerySchema } from '../../../shared/contract/lessons.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendBankJson } from '../../raw-json.js';
import { compressedFor } from '../questions/bank-bytes.js';
import { lessonLibrary } from '../../lessons/lesson-library.js';

/** Lessons are text read on phones: compressed (once per answer and encoding) from a few kilobytes. */
const COMPRESS_LESSONS_FROM = 2048;

const sendLesson = (request: FastifyRequest, reply: FastifyReply, bytes: Buffer, version: string) =>
  sendBankJson(request, reply, bytes, version, compressedFor(request, COMPRESS_LESSONS_FROM));

export const lessonRoutes: FastifyPluginAsyncZod = async (app) => {
  const library = lessonLibrary();

  app.get(
    API_PATHS.lessons,
    {
      schema: {
        tags: ['learner'],
        summary: "The guide's chapters as lessons: sections, reading time and questions taught",
        querystring: lessonQuerySchema,
        response: { 200: lessonIndexResponseSchema, 304: notModifiedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendLesson(request, reply, library.locales[request.query.lang].indexJson, library.version),
  );

  app.get(
    API_PATHS.glossary,
    {
      schema: {
        tags: ['learner'],
        summary: 'Every key term of the lessons, with its definition and the section that teaches it',
        querystring: lessonQuerySchema,
        response: { 200: glossaryResponseSchema, 304: notModifiedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendLesson(request, reply, library.locales[request.query.lang].glossaryJson, library.version),
  );

  app.get(
    API_PATHS.lesson,
    {
      schema: {
        tags: ['learner'],
        summary: "One chapter's lesson, with the questions each section teaches",
        params: lessonParamsSchema,
        querystring: lessonQuerySchema,
        response: { 200: lessonChapterResponseSchema, 304: notModifiedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const found = library.locales[request.query.lang].chapters.get(request.params.slug);
      if (!found) return reply.code(404).send({ error: 'Not Found', message: `No lesson named ${request.params.slug}` });
      return sendLesson(request, reply, found.json, library.version);
    },
  );
};
