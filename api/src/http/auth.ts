import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Principal } from './app-env.ts';
import { errorBody, UNAUTHORIZED_MESSAGE } from './errors.ts';

/** Turns a bearer token into a principal, or null when it does not recognise the token. */
export interface TokenResolver {
  resolve(token: string): Promise<Principal | null>;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Accepts exactly the configured public token, compared in constant time. */
export function publicTokenResolver(publicToken: string): TokenResolver {
  const expected = digest(publicToken);
  return {
    async resolve(token) {
      return timingSafeEqual(digest(token), expected) ? { kind: 'public' } : null;
    },
  };
}

/** Accepts `Authorization: <token>` and `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const bearer = /^bearer\s+(.+)$/i.exec(value);
  const token = (bearer ? bearer[1] : value)?.trim();
  return token ? token : null;
}

/**
 * Requires a token that one of the resolvers recognises, tried in order; sets `principal`.
 * Paths for which `isOpen` is true pass without a token.
 */
export function requireToken(options: { resolvers: TokenResolver[]; isOpen: (path: string) => boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (options.isOpen(c.req.path)) return next();
    const token = tokenFromHeader(c.req.header('authorization'));
    if (token !== null) {
      for (const resolver of options.resolvers) {
        const principal = await resolver.resolve(token);
        if (principal) {
          c.set('principal', principal);
          return next();
        }
      }
    }
    return c.json(errorBody(401, UNAUTHORIZED_MESSAGE), 401);
  });
}

/** Accepts exactly the staff token (API_STAFF_TOKEN) of the staff catalogue routes, compared in constant time. */
export function staffTokenResolver(staffToken: string): TokenResolver {
  const expected = digest(staffToken);
  return {
    async resolve(token) {
      return timingSafeEqual(digest(token), expected) ? { kind: 'staff' } : null;
    },
  };
}
