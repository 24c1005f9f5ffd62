/** The secret `.env.example` once published: anyone holding it can read and forge session cookies. */
export const PUBLISHED_DEV_SECRET = 'dev-only-nextauth-secret-change-me';
const MIN_LENGTH = 32;

/**
 * Why `NEXTAUTH_SECRET` must not be used by a production server (`next start`): missing, the published development
 * value, or shorter than 32 characters (it encrypts the cookie that holds the api token). Null when it is fine, or
 * when not in production (`next dev`, tests). `pnpm start` gives each run a fresh one (scripts/env.ts).
 */
export function sessionSecretRefusal(env: Readonly<Record<string, string | undefined>>): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const secret = env.NEXTAUTH_SECRET ?? '';
  if (secret === '') return 'NEXTAUTH_SECRET is required in production';
  if (secret === PUBLISHED_DEV_SECRET) return 'NEXTAUTH_SECRET is the published development value: set a secret of your own';
  if (secret.length < MIN_LENGTH) return `NEXTAUTH_SECRET must be at least ${MIN_LENGTH} characters in production`;
  return null;
}
