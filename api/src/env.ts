import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The OTP HMAC key used when API_OTP_SECRET is not set: fine for development, never for production. */
export const DEV_OTP_SECRET = 'dev-otp-secret-change-me';

/** The token of GET /api/v1/dev/outbox when API_DEV_OUTBOX_TOKEN is not set (never the public token). */
export const DEV_OUTBOX_TOKEN = 'dev-outbox-token';

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  /** Loopback IPv4 by default; set `::` to listen on every interface (IPv4 and IPv6). */
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PUBLIC_TOKEN: z.string().min(1).default('dev-public-token'),
  API_DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data', 'pglite')),
  DATABASE_URL: z.string().url().optional(),
  API_SEED_SCALE: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** HMAC key of the stored OTP codes. */
  API_OTP_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_OTP_SECRET),
  /** `1` mounts GET /api/v1/dev/outbox (local development and tests only). */
  API_DEV_OUTBOX: z
    .enum(['0', '1'], { error: "must be '1' (on) or '0' (off)" })
    .default('0')
    .transform((value) => value === '1'),
  /** The only token the dev outbox accepts (`Authorization: <token>`); the public and user tokens do not reach it. */
  API_DEV_OUTBOX_TOKEN: z.string().min(8, 'must be at least 8 characters').default(DEV_OUTBOX_TOKEN),
  NODE_ENV: z.string().optional(),
});

export type ApiEnv = z.infer<typeof envSchema>;

/** Reads and validates the api's environment; throws a readable error naming each bad variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const unsafe = unsafeCombinations(result.data);
  if (unsafe.length > 0) throw new Error(`Invalid environment: ${unsafe.join('; ')}`);
  return result.data;
}

/** Settings that must never run together: the dev outbox hands out every OTP. */
function unsafeCombinations(env: ApiEnv): string[] {
  const problems: string[] = [];
  if (env.API_DEV_OUTBOX && env.NODE_ENV === 'production') {
    problems.push('API_DEV_OUTBOX: must not be 1 with NODE_ENV=production (it exposes every OTP at GET /api/v1/dev/outbox)');
  }
  if (env.API_DEV_OUTBOX_TOKEN === env.API_PUBLIC_TOKEN) {
    problems.push('API_DEV_OUTBOX_TOKEN: must differ from API_PUBLIC_TOKEN');
  }
  return problems;
}

/** Warnings worth a log line at start: insecure defaults in production. */
export function envWarnings(env: ApiEnv): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && env.API_OTP_SECRET === DEV_OTP_SECRET) {
    warnings.push('warning: API_OTP_SECRET is not set; OTP codes are hashed with the public development secret');
  }
  return warnings;
}
