import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http-errors.js';
import { findSession } from './admin-auth-repository.js';
import type { AuditActor } from './audit-repository.js';

export const SESSION_COOKIE = 'ca_admin_session';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: { adminId: number; email: string; expiresAt: Date };
  }
}

/** onRequest hook for every admin route except login: a valid server-side session or 401. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw unauthorized();
  const session = await findSession(request.server.database.db, token);
  if (!session) throw unauthorized('Your session has expired. Please log in again.');
  request.admin = session;
}

/** The signed-in admin, for the audit record of a change (requireAdmin has run on every guarded route). */
export function auditActor(request: FastifyRequest): AuditActor {
  if (!request.admin) throw unauthorized();
  return { adminId: request.admin.adminId, email: request.admin.email };
}
