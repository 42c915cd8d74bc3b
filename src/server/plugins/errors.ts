import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, reasonPhrase } from '../http-errors.js';

interface ValidationIssue {
  message?: string;
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function firstValidationMessage(issues: ValidationIssue[]): string {
  const first = issues[0];
  return first?.params?.issue?.message ?? first?.message ?? 'Invalid request';
}

/** The single error policy: clear 4xx JSON for bad input, no internals for 5xx. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ error: reasonPhrase(error.statusCode), message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ValidationIssue[];
      return reply.code(400).send({
        error: 'Bad Request',
        message: firstValidationMessage(issues),
        details: issues.map((i) => ({
          path: i.instancePath || (i.params?.issue?.path ?? []).join('/'),
          message: i.params?.issue?.message ?? i.message,
        })),
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'Request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'Request body is not valid JSON'
            : error.message;
      return reply.code(status).send({ error: reasonPhrase(status), message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send({ error: reasonPhrase(500), message: 'Something went wrong on our side. Please try again.' });
  });
});
