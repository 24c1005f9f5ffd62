/** Thrown when a stream cannot be decoded the way a PDF reader would, or decodes to more than the budget. */
export class PdfDecodeError extends Error {}

/** A growing output with a ceiling: a decompression bomb stops at `max` bytes (PdfDecodeError). */
export class ByteSink {
  private bytes = new Uint8Array(1024);
  length = 0;

  constructor(private readonly max: number) {}

  push(byte: number): void {
    if (this.length >= this.max) throw new PdfDecodeError('decoded stream over the budget');
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(Math.min(this.bytes.length * 2, this.max));
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = byte;
  }

  pushAll(bytes: Uint8Array): void {
    for (const byte of bytes) this.push(byte);
  }

  result(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}
