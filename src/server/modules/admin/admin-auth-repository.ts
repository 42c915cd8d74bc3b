import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminSessions, adminUsers, loginFailures } from '../../db/schema.js';
import { hashPassword, verifyPassword } from './password.js';

const SESSION_TTL_MS = 8 * 3600_000;
const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed logins allowed per client address, and per email, within the window. */
const MAX_FAILURES_PER_CLIENT = 5;
const MAX_FAILURES_PER_EMAIL = 10;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Creates or updates the configured admin, re-hashing only when the password changed. */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select().from(adminUsers).where(eq(adminUsers.email, normalized));
  if (existing && (await verifyPassword(password, existing.passwordHash))) return;
  const passwordHash = await hashPassword(password);
  if (existing) {
    await db.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, existing.id));
    await db.delete(adminSessions).where(eq(adminSessions.adminId, existing.id));
  } else {
    await db.insert(adminUsers).values({ email: normalized, passwordHash });
  }
}

export async function findAdminByEmail(db: Db, email: string) {
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.email, email.trim().toLowerCase()));
  return admin;
}

export async function createSession(db: Db, adminId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  await db.insert(adminSessions).values({ tokenHash: sha256(token), adminId, expiresAt });
  return { token, expiresAt };
}

export async function findSession(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ adminId: adminSessions.adminId, email: adminUsers.email, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, sha256(token)), gt(adminSessions.expiresAt, now)));
  return row;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, sha256(token)));
}

const clientKey = (ip: string) => `ip:${ip}`;
const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;

/** Seconds until another attempt is allowed, or 0 when the client may try now. */
export async function loginRetryAfter(db: Db, ip: string, email: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const failuresFor = async (key: string) => {
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.clientKey, key), gt(loginFailures.failedAt, since)));
    return row?.n ?? 0;
  };
  const [byClient, byEmail] = await Promise.all([failuresFor(clientKey(ip)), failuresFor(emailKey(email))]);
  if (byClient < MAX_FAILURES_PER_CLIENT && byEmail < MAX_FAILURES_PER_EMAIL) return 0;
  return Math.ceil(LOGIN_WINDOW_MS / 1000);
}

export async function recordLoginFailure(db: Db, ip: string, email: string, now = new Date()): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
  await db.insert(loginFailures).values([
    { clientKey: clientKey(ip), failedAt: now },
    { clientKey: emailKey(email), failedAt: now },
  ]);
}

export async function clearLoginFailures(db: Db, ip: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.clientKey, clientKey(ip)));
}
