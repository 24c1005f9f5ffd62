import type { UploadRules } from '../files/accept-upload.ts';
import { DOCUMENT_KINDS, IMAGE_KINDS } from '../files/file-kinds.ts';

const MB = 1024 * 1024;

/** A document scan: JPEG, PNG, WebP or PDF up to 5 MB (schema/rules/files.ts `UPLOAD_RULES.document`). */
export const DOCUMENT_RULES: UploadRules = { kinds: DOCUMENT_KINDS, maxBytes: 5 * MB, label: 'The document' };
/** A profile photo: an image up to 5 MB. */
export const PHOTO_RULES: UploadRules = { kinds: IMAGE_KINDS, maxBytes: 5 * MB, label: 'The photo' };
