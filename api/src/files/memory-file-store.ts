import type { FileStore, StoredObject } from './file-store.ts';

/** Files in memory: for `API_DATA_DIR=memory://` and tests; gone when the process ends. */
export function createMemoryFileStore(): FileStore {
  const objects = new Map<string, StoredObject>();
  return {
    async put(key, object) {
      objects.set(key, { bytes: new Uint8Array(object.bytes), contentType: object.contentType });
    },
    async get(key) {
      return objects.get(key) ?? null;
    },
    async delete(key) {
      objects.delete(key);
    },
  };
}
