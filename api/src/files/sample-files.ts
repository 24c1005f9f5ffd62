import sharp from 'sharp';

/** Small real files for tests of every upload route (this package's and tests/contract's). */
export async function samplePng(width = 8, height = 8): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#c83' } }).png().toBuffer());
}

/** A JPEG carrying EXIF (camera, comment): what a phone sends; the api must strip it. */
export async function sampleJpegWithExif(): Promise<Uint8Array> {
  const image = sharp({ create: { width: 16, height: 12, channels: 3, background: '#48c' } });
  return new Uint8Array(await image.jpeg().withExif({ IFD0: { Make: 'PhoneCo', ImageDescription: 'secret place' } }).toBuffer());
}

const pdfOf = (catalog: string, extra = ''): Uint8Array =>
  new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n${extra}trailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );

/** A minimal plain PDF. */
export const samplePdf = (): Uint8Array => pdfOf('');

/** A PDF that runs JavaScript when opened (`/OpenAction` with `/JS`). */
export const samplePdfWithJavaScript = (): Uint8Array => pdfOf('/OpenAction 3 0 R', '3 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n');

/** A PHP script: what an attacker names `photo.jpg`. */
export const samplePhp = (): Uint8Array => new TextEncoder().encode('<?php system($_GET["c"]); ?>\n');
