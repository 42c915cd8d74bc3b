import { z } from 'zod';
import { REPORT_RATE_LIMIT } from '../shared/constants.js';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Folder of the question bank JSON files (default: the project's content/questions). */
  CONTENT_DIR: z.string().min(1).optional(),
  /** Folder of the built client (default: the project's dist/client). */
  CLIENT_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For):
   * none (false, 0), the nearest N hops (a number), or those at these addresses or networks
   * (a comma-separated list of IPs and CIDRs). Never "every proxy": a client could then name any
   * address it likes and slip past every per-address limit.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      if (v === 'false' || v === '0') return false;
      if (/^[1-9]\d?$/.test(v)) return Number(v);
      if (v === 'true') {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY=true would believe any client about its address: set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)' });
        return z.NEVER;
      }
      const list = v.split(',').map((part) => part.trim()).filter(Boolean);
      if (list.length === 0 || !list.every((part) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(part))) {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, a number of proxies, or a list of proxy addresses/CIDRs' });
        return z.NEVER;
      }
      return list;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Practice sessions one client address may submit per minute (raise it for load tests on loopback). */
  SESSION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Login requests one client address may make per minute, whatever their outcome (before the body is even read). */
  /** Sync requests one client address may make per minute, per instance (a device syncs every few minutes). */
  SYNC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * With PostgreSQL (several writers), sessions stored this recently are not counted in the
   * statistics yet: one written by another connection may still commit with an earlier created_at.
   */
  STATS_SETTLE_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** How long an instance serves one estimate of the questions' difficulty before working it out again. */
  DIFFICULTY_REFRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Problem reports one client address may send per 10 minutes (the API tests raise it to fuzz the endpoint). */
  REPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(REPORT_RATE_LIMIT),
  /** Test outcome reports one client address may send per hour (the API tests raise it to fuzz the endpoint). */
  OUTCOME_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
});

export type Config = z.infer<typeof envSchema>;

/** The development admin, used only when no credentials are configured outside production. */
export const DEV_ADMIN = { email: 'admin@localhost.test', password: 'change-me-local-admin' } as const;

/** Reads and validates the environment once at boot; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set when NODE_ENV=production');
  }
  return config;
}
