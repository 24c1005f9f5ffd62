/**
 * Uploads (the files foundation, api/src/files/): the kinds and sizes the api accepts, shared by the web's
 * `FileField` (checked before upload) and the gateway/proxy body limits. The api tells the type by the bytes
 * again and has the last word.
 */
export const FILE_KIND_INFO = {
  jpeg: { contentType: 'image/jpeg', label: 'JPEG', extensions: ['.jpg', '.jpeg'], magic: [[0xff, 0xd8, 0xff]] },
  png: { contentType: 'image/png', label: 'PNG', extensions: ['.png'], magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  // RIFF....WEBP: bytes 8 to 11 are checked by `sniffFileKind`.
  webp: { contentType: 'image/webp', label: 'WebP', extensions: ['.webp'], magic: [[0x52, 0x49, 0x46, 0x46]] },
  pdf: { contentType: 'application/pdf', label: 'PDF', extensions: ['.pdf'], magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
} as const;

export type UploadKind = keyof typeof FILE_KIND_INFO;
export type UploadRule = { kinds: readonly UploadKind[]; maxBytes: number };

const MB = 1024 * 1024;

/** A scan or photo of an identity or travel document; a profile or registration photo. */
export const UPLOAD_RULES = {
  document: { kinds: ['jpeg', 'png', 'webp', 'pdf'], maxBytes: 5 * MB },
  photo: { kinds: ['jpeg', 'png', 'webp'], maxBytes: 5 * MB },
} as const satisfies Record<string, UploadRule>;

/** One GraphQL multipart request, files and envelope: the web proxy's and the gateway's limit (two documents). */
export const MAX_UPLOAD_REQUEST_BYTES = 12 * MB;

const labelOf = (kinds: readonly UploadKind[]): string => {
  const labels = kinds.map((kind) => FILE_KIND_INFO[kind].label);
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
};

export const FILE_MESSAGES = {
  wrongType: (kinds: readonly UploadKind[]) => `Choose a ${labelOf(kinds)} file`,
  tooLarge: (maxBytes: number) => `The file must be at most ${Math.round(maxBytes / MB)} MB`,
};

/** The `accept` attribute of a file input for these kinds. */
export const acceptOf = (kinds: readonly UploadKind[]): string =>
  kinds.flatMap((kind) => [FILE_KIND_INFO[kind].contentType, ...FILE_KIND_INFO[kind].extensions]).join(',');

/** The kind told by a file's first 12 bytes, or null. */
export function sniffFileKind(head: Uint8Array): UploadKind | null {
  const starts = (magic: readonly number[]) => magic.every((byte, index) => head[index] === byte);
  const kind = (Object.keys(FILE_KIND_INFO) as UploadKind[]).find((candidate) => FILE_KIND_INFO[candidate].magic.some(starts)) ?? null;
  if (kind === 'webp' && String.fromCharCode(...head.slice(8, 12)) !== 'WEBP') return null;
  return kind;
}

/** The first problem of a chosen file (its first bytes and size), or null when it may be uploaded. */
export function uploadProblem(file: { size: number; head: Uint8Array }, rule: UploadRule): string | null {
  const kind = sniffFileKind(file.head);
  if (!kind || !rule.kinds.includes(kind)) return FILE_MESSAGES.wrongType(rule.kinds);
  if (file.size > rule.maxBytes) return FILE_MESSAGES.tooLarge(rule.maxBytes);
  return null;
}
