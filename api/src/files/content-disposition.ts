import { FILE_KINDS } from './file-kinds.ts';

/**
 * How a stored upload is served: an image inline (the web's `<img>` previews), a PDF as a download, so that a PDF
 * viewer never runs it on the api's origin (docs/security.md §23).
 */
export const contentDispositionOf = (contentType: string, filename: string): string =>
  contentType === FILE_KINDS.pdf.contentType ? `attachment; filename="${filename}"` : 'inline';
