import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../http/errors.ts';
import { FILE_KINDS, kindOfContentType, type FileKind } from './file-kinds.ts';
import { FILE_MESSAGES as MSG } from './messages.ts';
import { pdfVerdict } from './pdf-scripts.ts';
import { reencodeImage } from './reencode-image.ts';

export type UploadRules = {
  kinds: readonly FileKind[];
  maxBytes: number;
  /** Images above this many pixels are refused (default 40 MP). */
  maxPixels?: number;
  /** How messages name the file: 'The proof must be a JPEG, PNG or PDF file'. Default 'The file'. */
  label?: string;
};

/** An upload that passed: safe bytes (images re-encoded without metadata), their sniffed kind and type. */
export type AcceptedUpload = { bytes: Uint8Array; kind: FileKind; contentType: string };

/**
 * The one gate of every upload: the size first (413), then the type told by the bytes with `file-type`
 * (400 unless one of `kinds`; a PHP file named .jpg is text), images decoded and re-encoded with sharp, and
 * PDFs refused when they hold JavaScript or automatic actions, or cannot be checked for them (pdf-scripts.ts).
 */
export async function acceptUpload(file: Blob | Uint8Array, rules: UploadRules): Promise<AcceptedUpload> {
  const label = rules.label ?? 'The file';
  const size = file instanceof Uint8Array ? file.byteLength : file.size;
  if (size > rules.maxBytes) throw new ApiError(413, MSG.tooLarge(label, rules.maxBytes));
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(bytes);
  const kind = sniffed ? kindOfContentType(sniffed.mime) : null;
  if (!kind || !rules.kinds.includes(kind)) throw new ApiError(400, MSG.wrongType(label, rules.kinds));
  if (kind === 'pdf') {
    const verdict = pdfVerdict(bytes);
    if (verdict !== 'plain') throw new ApiError(400, verdict === 'active' ? MSG.pdfWithScripts : MSG.pdfUnchecked);
    return { bytes, kind, contentType: FILE_KINDS.pdf.contentType };
  }
  return { bytes: await reencodeImage(bytes, kind, rules.maxPixels), kind, contentType: FILE_KINDS[kind].contentType };
}
