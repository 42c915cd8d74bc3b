import { setTimeout } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMeResponseSchema, loginPayloadSchema } from '../../../shared/contract/admin.js';
import { apiErrorSchema } from '../../../shared/contract/errors.js';
import { tooManyRequests, unauthorized } from '../../http-errors.js';
import { clearLoginAttempts, countLoginAttempt, createSession, deleteSession, findAdminByEmail, pruneLoginAttempts } from './admin-auth-repository.js';
import { requireAdmin, SESSION_COOKIE } from './admin-session.js';
import { decideLogin } from './login-policy.js';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password.js';
import { API_PATHS } from '../../../shared/api-paths.js';

const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
const RATE_LIMITED_MESSAGE = 'Too many failed attempts. Please wait 15 minutes and try again.';

/** A login body is an email and a password: a few hundred bytes. */
const LOGIN_BODY_LIMIT = 4 * 1024;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, {
    global: false,
    max: app.config.LOGIN_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => tooManyRequests(RATE_LIMITED_MESSAGE, Math.ceil(context.ttl / 1000)),
  });
  const cookieOptions = {
    path: '/api/admin',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.NODE_ENV === 'production',
  };

  app.post(
    API_PATHS.adminLogin,
    {
      bodyLimit: LOGIN_BODY_LIMIT,
      config: { rateLimit: {} },
      schema: {
        tags: ['admin'],
        summary: 'Start an admin session (sets an HttpOnly cookie)',
        body: loginPayloadSchema,
        response: { 200: adminMeResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const { email, password } = request.body;
      await pruneLoginAttempts(db);
      // Counted before the password is checked, so parallel guesses cannot slip past the limit.
      const decision = decideLogin(await countLoginAttempt(db, request.ip, email));
      if (decision.refuse) throw tooManyRequests(RATE_LIMITED_MESSAGE, decision.retryAfterSeconds);
      if (decision.delayMs > 0) await setTimeout(decision.delayMs);
      const admin = await findAdminByEmail(db, email);
      const valid = await verifyPassword(password, admin?.passwordHash ?? (await DUMMY_HASH_PROMISE));
      if (!admin || !valid) {
        request.log.warn({ email }, 'admin login failed');
        throw unauthorized(INVALID_LOGIN_MESSAGE);
      }
      await clearLoginAttempts(db, request.ip, email);
      const session = await createSession(db, admin.id);
      reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, expires: session.expiresAt });
      return { data: { email: admin.email, expiresAt: session.expiresAt.toISOString() } };
    },
  );

  app.post(
    API_PATHS.adminLogout,
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'End the admin session', response: { 204: z.null(), 401: apiErrorSchema } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.database.db, token);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return reply.code(204).send(null);
    },
  );

  app.get(
    API_PATHS.adminMe,
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'The signed-in admin', response: { 200: adminMeResponseSchema, 401: apiErrorSchema } },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      return { data: { email: admin.email, expiresAt: admin.expiresAt.toISOString() } };
    },
  );
};
