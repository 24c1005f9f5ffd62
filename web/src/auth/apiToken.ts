import type { JWT } from 'next-auth/jwt';

/** The api token held in the session JWT, unless it is missing or past its expiry. */
export function usableApiToken(token: JWT | null, now: Date = new Date()): string | undefined {
  if (!token?.apiToken || !token.apiTokenExpiresAt) return undefined;
  const expiresAt = Date.parse(token.apiTokenExpiresAt);
  if (Number.isNaN(expiresAt) || expiresAt <= now.getTime()) return undefined;
  return token.apiToken;
}

export function bearerAuthorization(apiToken: string | undefined): string | undefined {
  return apiToken ? `Bearer ${apiToken}` : undefined;
}
