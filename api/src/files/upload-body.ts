import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../http/errors.ts';
import { FILE_MESSAGES as MSG } from './messages.ts';

/** The multipart envelope around the file (boundaries, headers, small text fields). */
const ENVELOPE_BYTES = 64 * 1024;
const uploadPaths: RegExp[] = [];

/** `/user/image/{x}/-1` → a pattern of the full path under /api/v1. */
const patternOf = (routePath: string): RegExp =>
  new RegExp(`/api/v1${routePath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Whether a request path is an upload route's: app.ts lets it past the 64 KB limit of every other body. */
export const isUploadPath = (path: string): boolean => uploadPaths.some((pattern) => pattern.test(path));

/**
 * The body limit of an upload route (its own instead of the api's 64 KB one): put it in the route's
 * middleware. A larger body is answered 413 before it is read.
 */
export function uploadBody(routePath: string, maxBytes: number, label = 'The file') {
  const pattern = patternOf(routePath);
  if (!uploadPaths.some((known) => known.source === pattern.source)) uploadPaths.push(pattern);
  return bodyLimit({ maxSize: maxBytes + ENVELOPE_BYTES, onError: (c) => c.json(errorBody(413, MSG.tooLarge(label, maxBytes)), 413) });
}
