import SearchResultsQuery from '@/__generated__/SearchResultsQuery.graphql';
import addToWishlistMutation from '@/__generated__/addToWishlistMutation.graphql';
import { describe, expect, it } from 'vitest';
import { admitMultipart } from './multipartRequest';
import { refuseBeforeBody } from './requestGuard';

const url = 'http://localhost:3000/api/graphql';

async function encoded(parts: Record<string, string | Blob>): Promise<[Uint8Array, string]> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.set(name, value);
  const response = new Response(form);
  return [new Uint8Array(await response.arrayBuffer()), response.headers.get('content-type') ?? ''];
}

const operations = (artifact: { params: { id?: string | null } }, extra: object = {}) =>
  JSON.stringify({ documentId: artifact.params.id, variables: { input: { file: null } }, ...extra });

describe('admitMultipart', () => {
  it('rebuilds a trusted mutation with its files for the gateway', async () => {
    const admitted = await admitMultipart(...(await encoded({ operations: operations(addToWishlistMutation), map: '{"0":["variables.input.file"]}', 0: new Blob(['x']), extra: 'dropped' })));
    if ('status' in admitted) throw new Error(admitted.message);
    expect(admitted.admitted.request.operationName).toBe('addToWishlistMutation');
    expect([...admitted.form.keys()]).toEqual(['operations', 'map', '0']);
  });

  it('refuses a query, a document text, a bad map and a missing file', async () => {
    const cases: Record<string, string | Blob>[] = [
      { operations: operations(SearchResultsQuery), map: '{}' },
      { operations: JSON.stringify({ query: 'mutation { x }' }), map: '{}' },
      { operations: operations(addToWishlistMutation), map: '{"0":["input.file"]}', 0: new Blob(['x']) },
      { operations: operations(addToWishlistMutation), map: '{"0":["variables.input.file"]}' },
    ];
    for (const parts of cases) expect(await admitMultipart(...(await encoded(parts)))).toMatchObject({ status: 400 });
  });
});

describe('refuseBeforeBody on uploads', () => {
  it('refuses a multipart POST without the upload header: a cross-site form could send one', () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    expect(refuseBeforeBody(new Headers(multipart), url, [])?.status).toBe(403);
    expect(refuseBeforeBody(new Headers({ ...multipart, 'x-graphql-upload': '1' }), url, [])).toBeNull();
    expect(refuseBeforeBody(new Headers({ ...multipart, 'x-graphql-upload': '1', 'content-length': String(13 * 1024 * 1024) }), url, [])?.status).toBe(413);
  });
});
