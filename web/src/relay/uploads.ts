import type { UploadableMap, Variables } from 'relay-runtime';
import type { PersistedRequest } from './persistedRequest';

/** Set on every upload: a cross-site form cannot send it, so the proxy knows a multipart POST is the site's own. */
export const UPLOAD_HEADER = 'x-graphql-upload';

/** Called with the fraction sent (0 to 1) while a file uploads. */
export type UploadProgressListener = (fraction: number) => void;

const listeners = new WeakMap<Blob, UploadProgressListener>();

/** Follows the upload of `file` by whatever mutation sends it (FileField's progress bar); returns the unwatch. */
export function watchUploadProgress(file: Blob, listener: UploadProgressListener): () => void {
  listeners.set(file, listener);
  return () => listeners.delete(file);
}

/** The progress listeners of the files of one request. */
export const progressListenersOf = (uploadables: UploadableMap): UploadProgressListener[] =>
  Object.values(uploadables).flatMap((file) => listeners.get(file as Blob) ?? []);

function withNullAt(variables: Variables, path: string): Variables {
  const copy = structuredClone(variables) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = null;
  return copy;
}

/**
 * The GraphQL multipart request of a persisted mutation: `uploadables` are keyed by their variable path
 * (`{ 'input.file': file }`); the variables carry null there and `map` points each file at it.
 */
export function multipartFormOf(request: PersistedRequest, uploadables: UploadableMap): FormData {
  const entries = Object.entries(uploadables);
  const variables = entries.reduce((current, [path]) => withNullAt(current, path), request.variables);
  const form = new FormData();
  form.set('operations', JSON.stringify({ ...request, variables }));
  form.set('map', JSON.stringify(Object.fromEntries(entries.map(([path], index) => [String(index), [`variables.${path}`]]))));
  entries.forEach(([, file], index) => form.set(String(index), file as Blob));
  return form;
}
