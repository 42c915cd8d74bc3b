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
  /** Set when running behind a load balancer or proxy, so client addresses come from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Practice sessions one client address may submit per minute (raise it for load tests on loopback). */
  SESSION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Problem reports one client address may send per 10 minutes (the API tests raise it to fuzz the endpoint). */
  REPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(REPORT_RATE_LIMIT),
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
