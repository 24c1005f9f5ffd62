import { FILE_KINDS, kindsLabel, type FileKind } from './file-kinds.ts';

const megabytes = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The answers of every upload route (400 and 413), in one place. */
export const FILE_MESSAGES = {
  wrongType: (label: string, kinds: readonly FileKind[]) => `${label} must be a ${kindsLabel(kinds)} file`,
  tooLarge: (label: string, maxBytes: number) => `${label} must be at most ${megabytes(maxBytes)}`,
  tooManyPixels: (maxPixels: number) => `The image is too large (at most ${Math.round(maxPixels / 1_000_000)} megapixels)`,
  unreadableImage: (kind: FileKind) => `The ${FILE_KINDS[kind].label} image could not be read`,
  pdfWithScripts: 'The PDF contains scripts or automatic actions: upload a plain PDF (print it to PDF again)',
  pdfUnchecked: 'The PDF is encrypted or encoded in a way we cannot check for scripts: upload a plain PDF (print it to PDF again)',
  notFile: 'Attach the file as the multipart form field "file"',
  linkExpired: 'This file link has expired: reload the page for a new one',
  linkInvalid: 'File not found',
} as const;
