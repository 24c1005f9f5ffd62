import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Loads `.env` from the repository root when present; variables already set win. */
export function loadDotEnv(): void {
  const file = join(repoRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** The embedded database directory; relative paths are taken from the repository root. */
function dataDirectory(value: string | undefined): string {
  if (!value) return join(repoRoot, '.data', 'pglite');
  if (value.startsWith('memory://') || isAbsolute(value)) return value;
  return join(repoRoot, value);
}

export type StackPorts = { api: number; gateway: number; web: number };

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a TCP port (1-65535), got "${raw}"`);
  }
  return value;
}

export function stackPorts(): StackPorts {
  return {
    api: port('API_PORT', 4010),
    gateway: port('GATEWAY_PORT', 4000),
    web: port('WEB_PORT', port('PORT', 3000)),
  };
}

/**
 * The environment every service of the stack gets: each URL is derived from the ports unless set
 * explicitly, so one variable moves a service and everything that reaches it.
 */
export function stackEnvironment(ports: StackPorts): NodeJS.ProcessEnv {
  const env = process.env;
  const siteUrl = env.NEXTAUTH_URL ?? `http://localhost:${ports.web}`;
  return {
    ...env,
    NODE_ENV: env.NODE_ENV ?? 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    API_PORT: String(ports.api),
    GATEWAY_PORT: String(ports.gateway),
    WEB_PORT: String(ports.web),
    API_PUBLIC_TOKEN: env.API_PUBLIC_TOKEN ?? 'dev-public-token',
    API_DATA_DIR: dataDirectory(env.API_DATA_DIR),
    API_DEV_OUTBOX: env.API_DEV_OUTBOX ?? '1',
    API_DEV_OUTBOX_TOKEN: env.API_DEV_OUTBOX_TOKEN ?? 'dev-outbox-token',
    API_BASE_URL: env.API_BASE_URL ?? `http://localhost:${ports.api}/api/v1`,
    MEDIA_BASE_URL: env.MEDIA_BASE_URL ?? `http://localhost:${ports.api}`,
    GATEWAY_URL: env.GATEWAY_URL ?? `http://localhost:${ports.gateway}/graphql`,
    NEXTAUTH_URL: siteUrl,
    // The gateway's CORS allow-list: the web's own origin (browsers call the gateway only from there).
    GATEWAY_CORS_ORIGINS: env.GATEWAY_CORS_ORIGINS ?? new URL(siteUrl).origin,
    // Where the payment provider sends the customer back: the gateway puts a payment's returnPath on this
    // origin, and the api accepts return URLs on it only, so both follow the web's port.
    GATEWAY_WEB_ORIGIN: env.GATEWAY_WEB_ORIGIN ?? new URL(siteUrl).origin,
    // The local stack runs NODE_ENV=production, where the gateway serves trusted documents only; locally
    // GraphiQL (document texts) should work. Set 0 to run as production does (the e2e suite does).
    GATEWAY_ALLOW_ARBITRARY_DOCUMENTS: env.GATEWAY_ALLOW_ARBITRARY_DOCUMENTS ?? '1',
    PAYMENT_RETURN_ORIGINS: env.PAYMENT_RETURN_ORIGINS ?? new URL(siteUrl).origin,
    // Keys of this run: the session secret (the web refuses a published one under `next start`), and the keys
    // shared by the three services: x-client-ip is trusted only with them (web → gateway, gateway → api), so no
    // well-known default is ever accepted over the network. A new run signs everyone out of the old one's sessions.
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET ?? randomBytes(32).toString('base64url'),
    GATEWAY_PROXY_KEY: env.GATEWAY_PROXY_KEY ?? randomBytes(24).toString('base64url'),
    API_PROXY_KEY: env.API_PROXY_KEY ?? randomBytes(24).toString('base64url'),
    // Catalogue change notices (api/CONTRACT.md): the api tells the gateway, then the web, what changed.
    CACHE_INVALIDATION_URLS:
      env.CACHE_INVALIDATION_URLS ?? `http://localhost:${ports.gateway}/cache/invalidate,${new URL(siteUrl).origin}/api/revalidate`,
    CACHE_INVALIDATION_SECRET: env.CACHE_INVALIDATION_SECRET ?? randomBytes(24).toString('base64url'),
  };
}
