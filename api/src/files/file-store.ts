/** A stored file: its bytes and the content type it was saved with. */
export type StoredObject = { bytes: Uint8Array; contentType: string };

/**
 * Where uploaded files live, by key (`<ownerId>/<purpose>/<uuid>.<ext>`, see `file-keys.ts`). The local disk
 * is the default, memory for throw-away databases and tests, an S3-compatible bucket in production.
 */
export interface FileStore {
  put(key: string, object: StoredObject): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}
