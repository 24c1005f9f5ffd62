import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  /** Loopback IPv4 by default; set `::` to listen on every interface (IPv4 and IPv6). */
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PUBLIC_TOKEN: z.string().min(1).default('dev-public-token'),
  API_DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data', 'pglite')),
  DATABASE_URL: z.string().url().optional(),
  API_SEED_SCALE: z.coerce.number().int().min(1).max(1_000_000).optional(),
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
  return result.data;
}
