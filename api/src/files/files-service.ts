import { acceptUpload, type UploadRules } from './accept-upload.ts';
import { newFileKey } from './file-keys.ts';
import type { FileStore } from './file-store.ts';
import type { FileKind } from './file-kinds.ts';
import { createMemoryFileStore } from './memory-file-store.ts';
import { createUrlSigner, DEV_FILE_URL_SECRET, type UrlSigner } from './signed-urls.ts';

/** FILE_STORE and friends, read by `filesFromEnv`; every field has a working default. */
export type FilesSettings = { store?: FileStore; urlSecret?: string; urlMinutes?: number };

/** A file saved for its owner: what a domain keeps in its own row. */
export type SavedFile = { key: string; kind: FileKind; contentType: string; bytes: number };

/** What every domain uses to take uploads and hand out their links (`services.files`). */
export type FilesService = {
  store: FileStore;
  signer: UrlSigner;
  /** acceptUpload, then stores the safe bytes under a fresh key of the owner and purpose. */
  save(file: Blob, owner: { ownerId: string; purpose: string }, rules: UploadRules): Promise<SavedFile>;
  /** The owner's signed, expiring link (a path on the api's origin). */
  urlOf(key: string): string;
};

export function createFilesService(settings: FilesSettings, now: () => Date): FilesService {
  const store = settings.store ?? createMemoryFileStore();
  const signer = createUrlSigner({ secret: settings.urlSecret ?? DEV_FILE_URL_SECRET, minutes: settings.urlMinutes ?? 15, now });
  return {
    store,
    signer,
    async save(file, { ownerId, purpose }, rules) {
      const accepted = await acceptUpload(file, rules);
      const key = newFileKey(ownerId, purpose, accepted.kind);
      await store.put(key, { bytes: accepted.bytes, contentType: accepted.contentType });
      return { key, kind: accepted.kind, contentType: accepted.contentType, bytes: accepted.bytes.byteLength };
    },
    urlOf: (key) => signer.pathOf(key),
  };
}
