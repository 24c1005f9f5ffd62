/**
 * The request body as text, or null once it passes `maxBytes`: read chunk by chunk and cancelled there, so a
 * chunked upload without a content-length (which `refuseBeforeBody` cannot see) is never held whole in memory.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<string | null> {
  if (!request.body) return '';
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
  return Buffer.concat(chunks).toString('utf8');
}
