import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminSessions, adminUsers, loginFailures } from '../../db/schema.js';
import { LOGIN_WINDOW_MS, type FailureCounts } from './login-policy.js';
import { hashPassword, verifyPassword } from './password.js';

const SESSION_TTL_MS = 8 * 3600_000;

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
    // Instances starting together run this under the migration lock; the upsert keeps it safe without.
    await db.insert(adminUsers).values({ email: normalized, passwordHash }).onConflictDoNothing({ target: adminUsers.email });
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

const addressKey = (ip: string) => `ip:${ip}`;
const accountKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const pairKey = (ip: string, email: string) => `pair:${ip}|${email.trim().toLowerCase()}`;

/** Failed logins within the window, by address, by account and by the two together. */
export async function countLoginFailures(db: Db, ip: string, email: string, now = new Date()): Promise<FailureCounts> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const keys = [addressKey(ip), accountKey(email), pairKey(ip, email)];
  const rows = await db
    .select({ key: loginFailures.clientKey, n: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.clientKey, keys), gt(loginFailures.failedAt, since)))
    .groupBy(loginFailures.clientKey);
  const of = (key: string) => rows.find((r) => r.key === key)?.n ?? 0;
  return { byAddress: of(keys[0]!), byAccount: of(keys[1]!), byAddressAndAccount: of(keys[2]!) };
}

export async function recordLoginFailure(db: Db, ip: string, email: string, now = new Date()): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
  await db.insert(loginFailures).values([addressKey(ip), accountKey(email), pairKey(ip, email)].map((clientKey) => ({ clientKey, failedAt: now })));
}

/** After a successful login the address starts clean. */
export async function clearLoginFailures(db: Db, ip: string, email: string): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.clientKey, [addressKey(ip), pairKey(ip, email)]));
}
