import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, contentTypeOfKey } from './file-keys.ts';
import type { FileStore } from './file-store.ts';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files on the local disk under `root` (default `.data/files`), one file per key; the type is the key's extension. */
export function createDiskFileStore(root: string): FileStore {
  const pathOf = (key: string): string => {
    assertFileKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, object) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, object.bytes);
    },
    async get(key) {
      try {
        return { bytes: new Uint8Array(await readFile(pathOf(key))), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
