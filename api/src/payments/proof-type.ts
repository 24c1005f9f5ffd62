import type { UploadRules } from '../files/accept-upload.ts';

/** Proofs of offline payments: JPEG, PNG or PDF up to 5 MB, checked by the files foundation (src/files/). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export const PROOF_RULES: UploadRules = { kinds: ['jpeg', 'png', 'pdf'], maxBytes: MAX_PROOF_BYTES, label: 'The proof' };
