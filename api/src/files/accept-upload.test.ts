import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { acceptUpload } from './accept-upload.ts';
import { DOCUMENT_KINDS } from './file-kinds.ts';
import { hexEncode, objectStreamPdf } from './pdf-fixtures.ts';
import { sampleJpegWithExif, samplePdf, samplePdfWithJavaScript, samplePhp, samplePng } from './sample-files.ts';

const RULES = { kinds: DOCUMENT_KINDS, maxBytes: 1024 * 1024 };

describe('acceptUpload', () => {
  it('tells the type by the bytes: a PHP script named .jpg is refused', async () => {
    const file = new File([Buffer.from(samplePhp())], 'photo.jpg', { type: 'image/jpeg' });
    await expect(acceptUpload(file, RULES)).rejects.toMatchObject({ status: 400, message: 'The file must be a JPEG, PNG, WebP or PDF file' });
  });

  it('refuses a file over the size limit with 413 before reading it', async () => {
    await expect(acceptUpload(new Uint8Array(RULES.maxBytes + 1), { ...RULES, label: 'The scan' })).rejects.toMatchObject({ status: 413, message: 'The scan must be at most 1 MB' });
  });

  it('re-encodes images without their EXIF metadata', async () => {
    const original = await sampleJpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const accepted = await acceptUpload(original, RULES);
    expect(accepted).toMatchObject({ kind: 'jpeg', contentType: 'image/jpeg' });
    expect((await sharp(accepted.bytes).metadata()).exif).toBeUndefined();
  });

  it('refuses images above the pixel limit', async () => {
    await expect(acceptUpload(await samplePng(200, 200), { ...RULES, maxPixels: 10_000 })).rejects.toMatchObject({ status: 400, message: 'The image is too large (at most 0 megapixels)' });
  });

  it('accepts a plain PDF as it is and refuses one with JavaScript', async () => {
    expect(await acceptUpload(samplePdf(), RULES)).toEqual({ bytes: samplePdf(), kind: 'pdf', contentType: 'application/pdf' });
    await expect(acceptUpload(samplePdfWithJavaScript(), RULES)).rejects.toMatchObject({ status: 400, message: expect.stringContaining('scripts') });
  });

  it('refuses a PDF hiding JavaScript in a hex-encoded object stream, and one it cannot check', async () => {
    await expect(acceptUpload(objectStreamPdf(hexEncode, '/Filter /ASCIIHexDecode'), RULES)).rejects.toMatchObject({
      status: 400,
      message: 'The PDF contains scripts or automatic actions: upload a plain PDF (print it to PDF again)',
    });
    await expect(acceptUpload(objectStreamPdf(hexEncode, '/Filter /Crypt', { withScript: false }), RULES)).rejects.toMatchObject({
      status: 400,
      message: 'The PDF is encrypted or encoded in a way we cannot check for scripts: upload a plain PDF (print it to PDF again)',
    });
  });

  it('refuses a kind the route does not take', async () => {
    await expect(acceptUpload(samplePdf(), { ...RULES, kinds: ['jpeg', 'png'] })).rejects.toMatchObject({ message: 'The file must be a JPEG or PNG file' });
  });
});
