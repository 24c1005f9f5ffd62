import path from 'node:path';
import { z } from 'zod';
import { createDiskFileStore } from './disk-file-store.ts';
import type { FilesSettings } from './files-service.ts';
import { createMemoryFileStore } from './memory-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { DEV_FILE_URL_SECRET } from './signed-urls.ts';

/** The files variables of the api's environment (src/env.ts spreads them in; .env.example lists them). */
export const FILES_ENV = {
  /** disk (default: FILE_STORE_DIR, else `files` beside API_DATA_DIR; memory with API_DATA_DIR=memory://), memory, s3. */
  FILE_STORE: z.enum(['disk', 'memory', 's3'], { error: "must be 'disk', 'memory' or 's3'" }).optional(),
  FILE_STORE_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url('must be a URL').optional(),
  S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** HMAC key of the signed file links. */
  FILE_URL_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_FILE_URL_SECRET),
  FILE_URL_MINUTES: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(24 * 60, 'must be at most 1440').default(15),
};

const filesEnvSchema = z.object(FILES_ENV);
type FilesEnv = z.infer<typeof filesEnvSchema> & { API_DATA_DIR: string; NODE_ENV?: string | undefined };

/** Settings that must not run: a public signing key in production, an s3 store without its bucket or keys. */
export function unsafeFileSettings(env: FilesEnv): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && env.FILE_URL_SECRET === DEV_FILE_URL_SECRET) {
    problems.push('FILE_URL_SECRET: must be set with NODE_ENV=production (with the development secret anyone could sign a link to any document)');
  }
  if (env.FILE_STORE === 's3' && !(env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    problems.push('FILE_STORE: s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return problems;
}

/** The file store and link settings of the environment. */
export function filesFromEnv(env: FilesEnv): FilesSettings {
  const kind = env.FILE_STORE ?? (env.API_DATA_DIR.startsWith('memory://') ? 'memory' : 'disk');
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  const store =
    kind === 's3' && endpoint && bucket && accessKeyId && secretAccessKey
      ? createS3FileStore({ endpoint, bucket, region: env.S3_REGION, accessKeyId, secretAccessKey })
      : kind === 'disk'
        ? createDiskFileStore(env.FILE_STORE_DIR ?? path.join(path.dirname(path.resolve(env.API_DATA_DIR)), 'files'))
        : createMemoryFileStore();
  return { store, urlSecret: env.FILE_URL_SECRET, urlMinutes: env.FILE_URL_MINUTES };
}
