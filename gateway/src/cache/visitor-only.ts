import { callerUserToken } from '../auth.ts';
import type { HeaderReader } from '../http/header-reader.ts';

/**
 * The rule that keeps one user's data from anyone else: only a visitor's request (no `Authorization`, or the
 * public token) reads or fills the response cache. A request carrying any other token — a user's, a revoked
 * one, a mistyped one — is answered afresh and never stored, whatever it selects.
 */
export function isVisitorRequest(headers: HeaderReader, publicToken: string): boolean {
  return callerUserToken(headers.get('authorization'), publicToken) === null;
}
