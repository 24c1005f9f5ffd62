import { z } from '@hono/zod-openapi';
import type { FilesService } from './files-service.ts';

/** A stored file in a 🔒 answer: its signed link (a path on the api's origin), type and size. */
export const StoredFileSchema = z
  .object({
    url: z.string().openapi({ example: '/files/6650f1…/kyc/0b6c….jpg?expires=1767225600&signature=9f2c…' }),
    contentType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']),
    bytes: z.number().int(),
  })
  .openapi('StoredFile');

export type StoredFileAnswer = z.infer<typeof StoredFileSchema>;

/** The owner's answer for a stored file (a fresh signed link each time). */
export const storedFileAnswer = (files: Pick<FilesService, 'urlOf'>, file: { key: string; contentType: string; bytes: number }): StoredFileAnswer => ({
  url: files.urlOf(file.key),
  contentType: file.contentType as StoredFileAnswer['contentType'],
  bytes: file.bytes,
});

/** The multipart `file` field of an upload route, as the OpenAPI document shows it. */
export const fileField = (description: string) =>
  z.custom<File>((value) => value instanceof File, 'must be a file').openapi({ type: 'string', format: 'binary', description });
