import { MAX_UPLOAD_REQUEST_BYTES } from '@pilgrim/schema/rules';

/**
 * Bounds on what one GraphQL request may carry, checked before anything is parsed or executed.
 * The largest page query of the web is about 20 kB of text with flat variables.
 */
export const REQUEST_LIMITS = {
  /** Request body, in bytes (Yoga answers 413 above it, while streaming). */
  maxBodyBytes: 100_000,
  /** A multipart upload (files and envelope), shared with the web proxy (schema/rules/files.ts). */
  maxUploadBodyBytes: MAX_UPLOAD_REQUEST_BYTES,
  /** Nesting of objects and arrays in `variables` and `extensions` (the variables object itself is 1). */
  maxJsonDepth: 10,
  /** Characters of any one string, in variables, extensions or a literal of the document. */
  maxStringLength: 10_000,
} as const;
