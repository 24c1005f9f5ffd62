import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/errors.ts';
import { FILE_KINDS, type FileKind } from './file-kinds.ts';

/** `<segment>/<segment>/….<ext>`: letters, digits, `-` and `_` only, so no key ever leaves its store's root. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(jpg|png|webp|pdf)$/;

export const isFileKey = (key: string): boolean => KEY_PATTERN.test(key) && key.length <= 300;

/** Throws on a key that is not one `newFileKey` makes (a store never sees `..` or an absolute path). */
export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new ApiError(400, 'Invalid file key');
}

/** A fresh key under the owner and purpose (e.g. `kyc`, `registration-photo`) with the kind's extension. */
export function newFileKey(ownerId: string, purpose: string, kind: FileKind): string {
  const key = `${ownerId}/${purpose}/${randomUUID()}.${FILE_KINDS[kind].extension}`;
  assertFileKey(key);
  return key;
}

/** The content type a key's extension stands for. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.values(FILE_KINDS).find((kind) => kind.extension === extension)?.contentType ?? 'application/octet-stream';
}
