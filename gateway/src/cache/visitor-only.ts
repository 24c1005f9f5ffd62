import { callerUserToken } from '../auth.ts';

/**
 * The rule that keeps one user's data from anyone else: only a visitor's request (no `Authorization`, or the
 * public token) reads or fills the response cache. A request carrying any other token — a user's, a revoked
 * one, a mistyped one — is answered afresh and never stored, whatever it selects.
 */
export function isVisitorRequest(request: Request, publicToken: string): boolean {
  return callerUserToken(request.headers.get('authorization'), publicToken) === null;
}
