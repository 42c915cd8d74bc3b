import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import {
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  REPORT_TAGS,
  reportIdParamsSchema,
  reportResponseSchema,
  reportUpdatePayloadSchema,
} from '../../../shared/contract/reports.js';
import { notFound, unauthorized } from '../../http-errors.js';
import { listReportGroups, updateReport } from './reports-repository.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The admin's side of learner reports; registered under the admin session guard (modules/admin). */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    API_PATHS.adminReports,
    {
      schema: {
        tags: REPORT_TAGS.admin,
        summary: 'Learner reports of one status (open by default), grouped by question, newest first',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { status } = request.query;
      return { data: { status, ...(await listReportGroups(db, status)) } };
    },
  );

  app.patch(
    API_PATHS.adminReport,
    {
      schema: {
        tags: REPORT_TAGS.admin,
        summary: 'Resolve or dismiss a report with an optional note, or open it again',
        params: reportIdParamsSchema,
        body: reportUpdatePayloadSchema,
        response: { 200: reportResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.admin) throw unauthorized();
      const { status, note } = request.body;
      const report = await updateReport(db, request.params.id, { status, note: note ?? null, adminId: request.admin.adminId });
      if (!report) throw notFound('Report not found');
      return { data: report };
    },
  );
};
