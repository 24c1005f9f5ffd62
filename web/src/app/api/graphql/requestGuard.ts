import { MAX_UPLOAD_REQUEST_BYTES } from '@pilgrim/schema/rules';
import type { PersistedRequest } from '@/relay/persistedRequest';
import { UPLOAD_HEADER } from '@/relay/uploads';
import { parseGetSearch, parsePostBody } from './persistedRequestParse';
import { TRUSTED_DOCUMENTS, type TrustedDocument } from './trustedDocuments';

/** Answers the proxy refuses with, before anything reaches the gateway. */
export type Refusal = { status: 400 | 403 | 405 | 413 | 415; message: string };

/** A request the proxy forwards: what it names, and what the proxy knows of that document. */
export type AdmittedRequest = { request: PersistedRequest; document: TrustedDocument };

export const MAX_BODY_BYTES = 100_000;

const isRefusal = (value: object): value is Refusal => 'status' in value;

/**
 * Refuses cross-site requests (defence in depth beside the SameSite cookie): what the browser marks
 * cross-site, and any Origin other than this site's.
 */
export function refuseCrossSite(headers: Headers, requestUrl: string, allowedOrigins: readonly string[]): Refusal | null {
  if (headers.get('sec-fetch-site') === 'cross-site') return { status: 403, message: 'Cross-site requests are not allowed' };
  const origin = headers.get('origin');
  if (origin !== null && origin !== new URL(requestUrl).origin && !allowedOrigins.includes(origin)) {
    return { status: 403, message: 'Cross-site requests are not allowed' };
  }
  return null;
}

/**
 * Refuses what this same-origin proxy must not forward with the user's cookie: cross-site POSTs, bodies other
 * than JSON or an upload with its header (so no "simple" cross-site form post gets through), bodies too large.
 */
export function refuseBeforeBody(headers: Headers, requestUrl: string, allowedOrigins: readonly string[]): Refusal | null {
  const crossSite = refuseCrossSite(headers, requestUrl, allowedOrigins);
  if (crossSite) return crossSite;
  const kind = bodyKindOf(headers);
  if (kind === null) return { status: 415, message: 'Send GraphQL requests as application/json' };
  // A multipart body is a "simple" request a cross-site form could send: uploads need the header no form can set.
  if (kind === 'multipart' && headers.get(UPLOAD_HEADER) !== '1') return { status: 403, message: `Send uploads with the ${UPLOAD_HEADER} header` };
  const declaredLength = Number(headers.get('content-length') ?? '0');
  if (declaredLength > maxBodyBytesOf(kind)) return { status: 413, message: 'Request body too large' };
  return null;
}

/** JSON (every operation) or multipart (an upload, GraphQL multipart request spec); null for anything else. */
export function bodyKindOf(headers: Headers): 'json' | 'multipart' | null {
  const contentType = (headers.get('content-type') ?? '').toLowerCase();
  if (contentType.startsWith('application/json')) return 'json';
  return contentType.startsWith('multipart/form-data') ? 'multipart' : null;
}

export const maxBodyBytesOf = (kind: 'json' | 'multipart'): number => (kind === 'json' ? MAX_BODY_BYTES : MAX_UPLOAD_REQUEST_BYTES);

/**
 * Only the site's own trusted documents pass, by id: an unknown id or a document text is refused here, and
 * so is every document that returns an api token (signing in goes through `/api/auth/*`, which keeps the
 * token in the httpOnly session cookie; through this proxy it would land in browser JavaScript).
 */
function admit(request: PersistedRequest): AdmittedRequest | Refusal {
  const document = TRUSTED_DOCUMENTS.get(request.documentId);
  if (!document) return { status: 400, message: "Unknown documentId: not one of this site's trusted documents" };
  if (document.issuesToken) return { status: 403, message: 'Sign in through /api/auth: sign-in operations are not served here' };
  return { request: { ...request, operationName: document.name }, document };
}

/** A POST: its JSON body names a trusted document (a mutation, or a query sent by POST). */
export function admitPost(body: string): AdmittedRequest | Refusal {
  if (Buffer.byteLength(body, 'utf8') > MAX_BODY_BYTES) return { status: 413, message: 'Request body too large' };
  const parsed = parsePostBody(body);
  return isRefusal(parsed) ? parsed : admit(parsed.request);
}

/** A GET: its query string names a trusted query; mutations are never run by a GET. */
export function admitGet(search: URLSearchParams): AdmittedRequest | Refusal {
  const parsed = parseGetSearch(search);
  if (isRefusal(parsed)) return parsed;
  const admitted = admit(parsed.request);
  if (isRefusal(admitted)) return admitted;
  if (admitted.document.kind !== 'query') return { status: 405, message: 'Send mutations with POST' };
  return admitted;
}
