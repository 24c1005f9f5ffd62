/** The only kinds of file the api accepts, told by their bytes (never by name or header). */
export const FILE_KINDS = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', label: 'JPEG', image: true },
  png: { contentType: 'image/png', extension: 'png', label: 'PNG', image: true },
  webp: { contentType: 'image/webp', extension: 'webp', label: 'WebP', image: true },
  pdf: { contentType: 'application/pdf', extension: 'pdf', label: 'PDF', image: false },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];
export const DOCUMENT_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'pdf'];

/** The kind of a sniffed MIME type, when it is one of ours. */
export const kindOfContentType = (contentType: string): FileKind | null =>
  (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => FILE_KINDS[kind].contentType === contentType) ?? null;

/** 'JPEG, PNG or PDF' */
export function kindsLabel(kinds: readonly FileKind[]): string {
  const labels = kinds.map((kind) => FILE_KINDS[kind].label);
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}
