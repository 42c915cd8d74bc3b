import { isLessonSection } from '../../lessons/lesson-library.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminQuestionsQuerySchema,
  adminQuestionsResponseSchema,
  bulkImportItemSchema,
  bulkImportPayloadSchema,
  bulkImportResponseSchema,
  distributionQuerySchema,
  distributionResponseSchema,
  fixDistributionPayloadSchema,
  fixDistributionResponseSchema,
  historyEntryParamsSchema,
  questionHistoryResponseSchema,
  questionResponseSchema,
  reorderAnswersPayloadSchema,
  shuffleAnswersPayloadSchema,
  shuffleAnswersResponseSchema,
} from '../../../shared/contract/admin.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { questionIdParamsSchema, questionPayloadSchema } from '../../../shared/contract/questions.js';
import { badRequest, HttpError, notFound } from '../../http-errors.js';
import * as repo from './admin-question-repository.js';
import { questionsWithHelpStatus } from '../help/help-packs.js';
import { answerCountsFor, foldNewAnswers, settleSeconds } from './question-stats-repository.js';
import { NO_ANSWERS, toQuestionStats } from '../../../shared/rules/question-stats.js';
import { auditActor } from './admin-session.js';
import { lastChange, questionHistory, versionBefore } from './audit-repository.js';
import { payloadFromSnapshot } from './version-snapshot.js';
import { changedMeanwhile, expectedVersion, versionTag } from './version-check.js';
import { API_PATHS } from '../../../shared/api-paths.js';

const QUESTION_NOT_FOUND = 'Question not found';
const NOT_DELETED = 'This question is not deleted: there is nothing to restore';
const NOT_FOR_TRUE_FALSE = 'The options of a true/false question cannot be reordered or shuffled';
const ENTRY_NOT_FOUND = 'This question has no such history entry';
const NO_VERSION = 'This history entry has no earlier version to restore: it created the question or brought it back';
const NOT_A_VERSION = 'This history entry changed a help-language translation, not the question: correct the translation in the editor';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** A lesson section must exist in the lessons (the contract checks only its form). */
function refuseUnknownLesson(payload: { lesson?: { chapter: string; section: string } | null | undefined }): void {
  if (payload.lesson && !isLessonSection(payload.lesson.chapter, payload.lesson.section)) {
    throw badRequest(`No lesson section ${payload.lesson.section} in ${payload.lesson.chapter}`);
  }
}

export const adminQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const bank = app.questionBank;
  /** A write refused because the question changed since the admin opened it: 409 with what it is now. */
  const refuseIfStale = async <T>(result: T | repo.StaleVersion): Promise<T> => {
    if (!(result instanceof repo.StaleVersion)) return result;
    throw changedMeanwhile('question', await repo.adminRecord(db, result.current), await lastChange(db, 'question', result.current.id));
  };

  app.get(
    API_PATHS.adminQuestions,
    {
      schema: {
        tags: ['admin'],
        summary: 'Search, filter, sort and page through the question bank, with how learners answered each question',
        querystring: adminQuestionsQuerySchema,
        response: { 200: adminQuestionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await foldNewAnswers(db, settleSeconds(app.database, app.config.STATS_SETTLE_SECONDS));
      const { help } = request.query;
      const snapshot = help && (await bank.get());
      const onlyIds = snapshot ? questionsWithHelpStatus(help.lang, help.status, snapshot.locales.en.all, snapshot.helpEdits) : undefined;
      const { rows, pagination } = await repo.listQuestions(db, request.query, onlyIds);
      const records = await repo.adminRecords(db, rows);
      const counts = await answerCountsFor(db, rows.map((r) => r.id));
      return { data: records.map((r) => ({ ...r, stats: toQuestionStats(counts.get(r.id) ?? NO_ANSWERS) })), pagination };
    },
  );

  app.get(
    API_PATHS.adminDistribution,
    {
      schema: {
        tags: ['admin'],
        summary: 'Share of correct answers per letter A-D',
        querystring: distributionQuerySchema,
        response: { 200: distributionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await repo.answerDistribution(db, request.query.category) }),
  );

  app.post(
    API_PATHS.adminFixDistribution,
    {
      schema: {
        tags: ['admin'],
        summary: 'Rebalance correct-answer letters (dryRun previews the result)',
        body: fixDistributionPayloadSchema,
        response: { 200: fixDistributionResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const result = await repo.fixDistribution(db, auditActor(request), request.body.category, request.body.dryRun, request.body.basis);
      if (result === 'changed') throw new HttpError(409, 'Some questions changed since you previewed the fix. Nothing was applied: preview it again.');
      if (result.applied && result.moved > 0) bank.changed();
      return { data: result };
    },
  );

  app.post(
    API_PATHS.adminShuffleAnswers,
    {
      schema: {
        tags: ['admin'],
        summary: 'Shuffle the options of several questions, keeping each correct answer',
        body: shuffleAnswersPayloadSchema,
        response: { 200: shuffleAnswersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { questionIds, options, versions } = request.body;
      const { rows, missing, changed } = await repo.shuffleAnswers(db, auditActor(request), [...new Set(questionIds)], options.ensureMoved, versions);
      if (missing.length === questionIds.length) throw notFound(QUESTION_NOT_FOUND);
      if (rows.length === 0 && changed.length === 0) throw badRequest(NOT_FOR_TRUE_FALSE);
      if (rows.length > 0) bank.changed();
      return { data: { shuffled: rows.length, questions: await repo.adminRecords(db, rows), skipped_changed: changed } };
    },
  );

  app.post(
    API_PATHS.adminBulkImport,
    {
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary: 'Import many questions at once: all or nothing',
        body: bulkImportPayloadSchema,
        response: { 201: bulkImportResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const items = request.body.questions.map((raw, index) => ({ index, result: bulkImportItemSchema.safeParse(raw) }));
      const invalid = items
        .filter((i) => !i.result.success)
        .map((i) => ({ index: i.index, message: i.result.error?.issues[0]?.message ?? 'Invalid question' }));
      if (invalid.length > 0) throw badRequest(`${invalid.length} question(s) are invalid; nothing was imported`, invalid);
      const valid = items.map((i) => i.result.data!);
      valid.forEach(refuseUnknownLesson);
      const ids = valid.flatMap((q) => (q.id ? [q.id] : []));
      const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
      const existing = await repo.findExistingIds(db, ids);
      if (duplicates.length > 0 || existing.length > 0) {
        throw new HttpError(409, 'Some question ids already exist; nothing was imported', {
          ids: [...new Set([...duplicates, ...existing])],
        });
      }
      const imported = await repo.importQuestions(db, auditActor(request), valid);
      bank.changed();
      return reply.code(201).send({ data: { imported } });
    },
  );

  app.get(
    API_PATHS.adminQuestion,
    {
      schema: {
        tags: ['admin'],
        summary: 'One question',
        params: questionIdParamsSchema,
        response: { 200: questionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await repo.findQuestion(db, request.params.id);
      if (!row) throw notFound(QUESTION_NOT_FOUND);
      reply.header('etag', versionTag(row.version));
      return { data: await repo.adminRecord(db, row) };
    },
  );

  app.post(
    API_PATHS.adminQuestions,
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a question',
        body: questionPayloadSchema,
        response: { 201: questionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      refuseUnknownLesson(request.body);
      const row = await repo.createQuestion(db, auditActor(request), request.body);
      bank.changed();
      return reply.code(201).send({ data: await repo.adminRecord(db, row) });
    },
  );

  app.put(
    API_PATHS.adminQuestion,
    {
      schema: {
        tags: ['admin'],
        summary: 'Update a question (If-Match: the version it was made from; a stale one gets 409 with the current question)',
        params: questionIdParamsSchema,
        body: questionPayloadSchema,
        response: { 200: questionResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      refuseUnknownLesson(request.body);
      const row = await refuseIfStale(await repo.updateQuestion(db, auditActor(request), request.params.id, request.body, expectedVersion(request)));
      if (!row) throw notFound(QUESTION_NOT_FOUND);
      bank.changed();
      return { data: await repo.adminRecord(db, row) };
    },
  );

  app.delete(
    API_PATHS.adminQuestion,
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a question (If-Match: the version the admin saw)',
        params: questionIdParamsSchema,
        response: { 204: z.null(), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await refuseIfStale(await repo.deleteQuestion(db, auditActor(request), request.params.id, expectedVersion(request))))) throw notFound(QUESTION_NOT_FOUND);
      bank.changed();
      return reply.code(204).send(null);
    },
  );

  app.put(
    API_PATHS.adminReorderAnswers,
    {
      schema: {
        tags: ['admin'],
        summary: 'Reorder the options of a question; the correct answer follows its text (If-Match: the version the admin saw)',
        params: questionIdParamsSchema,
        body: reorderAnswersPayloadSchema,
        response: { 200: questionResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await refuseIfStale(await repo.reorderAnswers(db, auditActor(request), request.params.id, request.body.newOrder, expectedVersion(request)));
      if (!row) throw notFound(QUESTION_NOT_FOUND);
      if (row === 'not-applicable') throw badRequest(NOT_FOR_TRUE_FALSE);
      bank.changed();
      return { data: await repo.adminRecord(db, row) };
    },
  );

  app.get(
    API_PATHS.adminQuestionHistory,
    {
      schema: {
        tags: ['admin'],
        summary: "A question's changes, newest first (a deleted question's too)",
        params: questionIdParamsSchema,
        response: { 200: questionHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await repo.questionExists(db, request.params.id))) throw notFound(QUESTION_NOT_FOUND);
      return { data: await questionHistory(db, request.params.id) };
    },
  );

  app.post(
    API_PATHS.adminRestoreQuestion,
    {
      schema: {
        tags: ['admin'],
        summary: 'Restore a deleted question: learners see it again',
        params: questionIdParamsSchema,
        response: { 200: questionResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await refuseIfStale(await repo.restoreQuestion(db, auditActor(request), request.params.id, expectedVersion(request)));
      if (!row) throw notFound(QUESTION_NOT_FOUND);
      if (row === 'not-deleted') throw new HttpError(409, NOT_DELETED);
      bank.changed();
      return { data: await repo.adminRecord(db, row) };
    },
  );

  app.post(
    API_PATHS.adminRestoreQuestionVersion,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Save the question as it was before a change of its history, as a new edit: checked like any edit (If-Match: the version the admin saw), recorded as restore-version; a version equal to the current one records nothing',
        params: historyEntryParamsSchema,
        response: { 200: questionResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { id, entryId } = request.params;
      const entry = await versionBefore(db, id, entryId);
      if (entry === undefined) throw notFound(ENTRY_NOT_FOUND);
      if (entry.action === 'help-translation') throw badRequest(NOT_A_VERSION);
      const snapshot = entry.before;
      if (snapshot === null) throw badRequest(NO_VERSION);
      const payload = payloadFromSnapshot(snapshot);
      if (!payload.success) throw badRequest(`This version cannot be saved as it is: ${payload.error.issues[0]?.message ?? 'invalid question'}`);
      const row = await refuseIfStale(await repo.updateQuestion(db, auditActor(request), id, payload.data, expectedVersion(request), 'restore-version'));
      if (!row) throw notFound(QUESTION_NOT_FOUND);
      bank.changed();
      return { data: await repo.adminRecord(db, row) };
    },
  );
};
