import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfHasActiveContent } from './pdf-scripts.ts';
import { samplePdf } from './sample-files.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('pdfHasActiveContent', () => {
  it('passes a plain PDF', () => {
    expect(pdfHasActiveContent(samplePdf())).toBe(false);
  });

  it('finds names spelt with #xx escapes', () => {
    expect(pdfHasActiveContent(text('%PDF-1.7\n<< /S /J#61vaScript /J#53 (x) >>'))).toBe(true);
  });

  it('finds actions hidden in a compressed object stream', () => {
    const hidden = Buffer.concat([text('%PDF-1.7\n4 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n'), deflateSync('<< /OpenAction << /S /Launch >> >>'), text('\nendstream\nendobj\n')]);
    expect(pdfHasActiveContent(hidden)).toBe(true);
  });

  it('does not mistake longer names for actions', () => {
    expect(pdfHasActiveContent(text('%PDF-1.7\n<< /AAPL (x) /JSON 1 >>'))).toBe(false);
  });
});
