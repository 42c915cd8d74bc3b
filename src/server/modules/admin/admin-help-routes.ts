import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import {
  adminHelpParamsSchema,
  adminHelpTextSchema,
  adminHelpTranslationResponseSchema,
  adminHelpTranslationsResponseSchema,
  type AdminHelpTranslation,
} from '../../../shared/contract/admin-help.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { questionIdParamsSchema } from '../../../shared/contract/questions.js';
import { HELP_LANGS, type HelpLang } from '../../../shared/help-languages.js';
import { sourceRevision } from '../../help/source-revision.js';
import { badRequest, notFound } from '../../http-errors.js';
import { helpStatusOf, helpTextOf, type HelpText } from '../help/help-packs.js';
import type { BankSnapshot } from '../questions/question-bank.js';
import { removeHelpText, saveHelpText } from './admin-help-repository.js';
import { findQuestion } from './admin-question-repository.js';
import { auditActor } from './admin-session.js';

const QUESTION_NOT_FOUND = 'Question not found (only an active question has help-language texts)';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

const shown = (text: HelpText | undefined): AdminHelpTranslation['text'] =>
  text ? { question: text.question, options: text.options, explanation: text.explanation, memoryDevice: text.memoryDevice, context: text.context ?? null } : null;

/** One language's translation of an active question in the bank as it is now, or undefined if the bank has no such question. */
function translationIn(bank: BankSnapshot, id: string, lang: HelpLang): AdminHelpTranslation | undefined {
  const cached = bank.locales.en.byId.get(id);
  if (!cached) return undefined;
  const text = helpTextOf(lang, id, bank.helpEdits);
  return { lang, status: helpStatusOf(text, cached), edited: text?.edited ?? false, text: shown(text) };
}

/**
 * The help-language texts of a question in the admin editor (issue 31): each language's
 * translation and whether it is current; an admin's correction, written against today's English;
 * and its removal, which serves the reviewed file's text again.
 */
export const adminHelpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const bank = app.questionBank;

  app.get(
    API_PATHS.adminQuestionHelp,
    {
      schema: {
        tags: ['admin'],
        summary: "A question's translation in each help language, and whether it is missing, out of date or current",
        params: questionIdParamsSchema,
        response: { 200: adminHelpTranslationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const snapshot = await bank.get();
      const languages = HELP_LANGS.flatMap((lang) => translationIn(snapshot, request.params.id, lang) ?? []);
      if (languages.length === 0) throw notFound(QUESTION_NOT_FOUND);
      return { data: languages };
    },
  );

  app.put(
    API_PATHS.adminQuestionHelpLang,
    {
      schema: {
        tags: ['admin'],
        summary: "Write a question's text in one help language, made from its English as it is now (so it is current)",
        params: adminHelpParamsSchema,
        body: adminHelpTextSchema,
        response: { 200: adminHelpTranslationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, lang } = request.params;
      const row = await findQuestion(db, id);
      if (!row) throw notFound(QUESTION_NOT_FOUND);
      const english = { question: row.question, options: [row.optionA, row.optionB, row.optionC ?? '', row.optionD ?? ''], correctAnswer: row.correctAnswer, explanation: row.explanation, memoryDevice: row.memoryDevice, context: row.context };
      const optionCount = english.options.filter((o) => o.trim() !== '').length;
      if (request.body.options.length !== optionCount) throw badRequest(`This question has ${optionCount} options in English: give ${optionCount}, in the same order`);
      if (Boolean(request.body.context) !== Boolean(row.context)) throw badRequest(row.context ? 'This question has a context in English: translate it too' : 'This question has no context in English: leave it empty');
      const before = helpTextOf(lang, id, (await bank.get()).helpEdits);
      await saveHelpText(db, auditActor(request), { id, lang, text: request.body, source: sourceRevision(english), correctAnswer: row.correctAnswer, before });
      bank.changed();
      const now = translationIn(await bank.get(), id, lang);
      if (!now) throw notFound(QUESTION_NOT_FOUND);
      return { data: now };
    },
  );

  app.delete(
    API_PATHS.adminQuestionHelpLang,
    {
      schema: {
        tags: ['admin'],
        summary: "Remove the text an admin wrote for one help language: the reviewed translation (if any) is shown again",
        params: adminHelpParamsSchema,
        response: { 200: adminHelpTranslationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, lang } = request.params;
      const snapshot = await bank.get();
      const before = helpTextOf(lang, id, snapshot.helpEdits);
      if (!snapshot.locales.en.byId.has(id)) throw notFound(QUESTION_NOT_FOUND);
      const after = helpTextOf(lang, id, new Map());
      if (!before?.edited || !(await removeHelpText(db, auditActor(request), { id, lang, before, after }))) throw notFound('No text was written in the editor for this language');
      bank.changed();
      const now = translationIn(await bank.get(), id, lang);
      if (!now) throw notFound(QUESTION_NOT_FOUND);
      return { data: now };
    },
  );
};

