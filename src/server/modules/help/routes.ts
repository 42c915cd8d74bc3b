import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { apiErrorSchema, notModifiedSchema } from '../../../shared/contract/errors.js';
import { helpPackParamsSchema, helpPackResponseSchema } from '../../../shared/contract/help.js';
import { sendBankJson } from '../../raw-json.js';
import { compressedFor } from '../questions/bank-bytes.js';
import { helpPackBytes } from './help-packs.js';

export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.helpPack,
    {
      schema: {
        tags: ['learner'],
        summary: 'One help language: every question, key point and key term translated, for study beside the English or French',
        params: helpPackParamsSchema,
        response: { 200: helpPackResponseSchema, 304: notModifiedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const bank = await app.questionBank.get();
      const english = bank.locales.en;
      const pack = helpPackBytes(request.params.lang, english.version, english.all, bank.helpEdits);
      return sendBankJson(request, reply, pack.json, pack.etag, compressedFor(request));
    },
  );
};
