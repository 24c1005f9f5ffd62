'use client';

import { uploadProblem, type UploadRule } from '@pilgrim/schema/rules';

/** The first problem of a chosen file, told by its first bytes and size (schema/rules/files.ts), or null. */
export async function fileProblem(file: Blob, rule: UploadRule): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return uploadProblem({ size: file.size, head }, rule);
}
