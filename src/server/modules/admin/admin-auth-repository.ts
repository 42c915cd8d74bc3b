import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminSessions, adminUsers, loginAttempts } from '../../db/schema.js';
import { LOGIN_WINDOW_MS, type AttemptCounts } from './login-policy.js';
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

/**
 * Counts this login attempt before its password is checked, in one statement: each key's row is
 * upserted (a window older than LOGIN_WINDOW_MS starts again at 1), and the counts returned
 * include this attempt. Concurrent attempts on one key queue on its row, so two hundred parallel
 * guesses see 1, 2, … 200, on PGlite and across PostgreSQL instances alike.
 */
export async function countLoginAttempt(db: Db, ip: string, email: string, now = new Date()): Promise<AttemptCounts> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const keys = [addressKey(ip), accountKey(email), pairKey(ip, email)];
  const rows = sql.join(
    keys.map((key) => sql`(${key}, ${now.toISOString()}::timestamptz, 1)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    INSERT INTO login_attempts (client_key, window_start, attempts) VALUES ${rows}
    ON CONFLICT (client_key) DO UPDATE SET
      attempts = CASE WHEN login_attempts.window_start < ${since.toISOString()}::timestamptz THEN 1 ELSE login_attempts.attempts + 1 END,
      window_start = CASE WHEN login_attempts.window_start < ${since.toISOString()}::timestamptz THEN excluded.window_start ELSE login_attempts.window_start END
    RETURNING client_key, attempts`)) as unknown as { rows: { client_key: string; attempts: number }[] };
  const of = (key: string) => result.rows.find((r) => r.client_key === key)?.attempts ?? 1;
  return { byAddress: of(keys[0]!), byAccount: of(keys[1]!), byAddressAndAccount: of(keys[2]!) };
}

/** After a successful login the address starts clean (the account's count stays: others may be guessing). */
export async function clearLoginAttempts(db: Db, ip: string, email: string): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.clientKey, [addressKey(ip), pairKey(ip, email)]));
}

/** Drops the counts of windows long over (run now and then; they would restart at 1 anyway). */
export async function pruneLoginAttempts(db: Db, now = new Date()): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.windowStart, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}
