import { describe, expect, it } from 'vitest';
import { readBodyWithin } from './readBodyWithin';

/** A POST whose body arrives as a stream of `chunks` pieces of `size` bytes, without a content-length. */
function streamedRequest(chunks: number, size: number): { request: Request; pulled: () => number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  const request = new Request('http://localhost/api/graphql', { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { request, pulled: () => sent };
}

describe('readBodyWithin', () => {
  it('answers the text of a body within the limit', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: '{"query":"{ __typename }"}' });
    expect(await readBodyWithin(request, 100)).toBe('{"query":"{ __typename }"}');
  });

  it('stops reading a chunked body once it passes the limit, long before its end', async () => {
    const { request, pulled } = streamedRequest(10_000, 1_000);
    expect(await readBodyWithin(request, 5_000)).toBeNull();
    expect(pulled()).toBeLessThan(20);
  });
});
