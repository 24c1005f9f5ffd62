/**
 * The request body's bytes, or null once they pass `maxBytes`: read chunk by chunk and cancelled there, so a
 * chunked upload without a content-length (which `refuseBeforeBody` cannot see) is never held whole in memory.
 */
export async function readBytesWithin(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The request body as text, or null once it passes `maxBytes` (see `readBytesWithin`). */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readBytesWithin(request, maxBytes);
  return bytes === null ? null : Buffer.from(bytes).toString('utf8');
}
