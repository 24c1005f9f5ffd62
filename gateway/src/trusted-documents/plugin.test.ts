import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { createGateway } from '../server.ts';
import { TEST_CONFIG } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import { trustedDocumentsOf } from './manifest.ts';
import { TRUSTED_DOCUMENT_ERRORS } from './plugin.ts';

const menuText = 'query MenuSlugs { menu { slug } }';
const menuId = createHash('sha256').update(menuText).digest('hex');
const documents = trustedDocumentsOf({ [menuId]: menuText }, 'test');
const unknownId = 'f'.repeat(64);

function withDocuments(allowArbitraryDocuments: boolean) {
  const yoga = createGateway({
    config: { ...TEST_CONFIG, allowArbitraryDocuments },
    fetch: fakeCatalogueUpstream(standardCatalogue()).fetch,
    logging: false,
    retryDelayMs: 0,
    trustedDocuments: documents,
  });
  return {
    yoga,
    post: (body: object) =>
      yoga.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    get: (search: Record<string, string>) =>
      yoga.fetch(`http://gateway.test/graphql?${new URLSearchParams(search)}`, { headers: { accept: 'application/json' } }),
  };
}

async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe('useTrustedDocuments', () => {
  for (const allowArbitraryDocuments of [false, true]) {
    describe(allowArbitraryDocuments ? 'with arbitrary documents allowed' : 'with trusted documents only', () => {
      it('runs a manifest document named by documentId in a POST body, bare or sha256:-prefixed', async () => {
        const { post } = withDocuments(allowArbitraryDocuments);
        for (const documentId of [menuId, `sha256:${menuId}`]) {
          const { status, body } = await answerOf(await post({ documentId }));
          expect(status).toBe(200);
          expect(body.data).toMatchObject({ menu: expect.any(Array) });
        }
      });

      it('runs a manifest document named in a GET query string, with its variables', async () => {
        const { get } = withDocuments(allowArbitraryDocuments);
        const { status, body } = await answerOf(await get({ documentId: menuId, variables: '{}' }));
        expect(status).toBe(200);
        expect(body.data).toMatchObject({ menu: expect.any(Array) });
      });

      it('refuses an unknown id with 400 and a message that says so', async () => {
        const { post, get } = withDocuments(allowArbitraryDocuments);
        for (const response of [await post({ documentId: unknownId }), await get({ documentId: unknownId })]) {
          const { status, body } = await answerOf(response);
          expect(status).toBe(400);
          expect(body.errors?.[0]).toMatchObject({ message: TRUSTED_DOCUMENT_ERRORS.unknownId, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
        }
      });
    });
  }

  it('refuses a document text with 400 when only trusted documents are served', async () => {
    const { post, get } = withDocuments(false);
    for (const response of [await post({ query: menuText }), await get({ query: menuText })]) {
      const { status, body } = await answerOf(response);
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]).toMatchObject({ message: TRUSTED_DOCUMENT_ERRORS.textRefused, extensions: { code: 'PERSISTED_QUERY_ONLY' } });
    }
  });

  it('runs a document text where arbitrary documents are allowed, still within the request limits', async () => {
    const { post } = withDocuments(true);
    expect((await answerOf(await post({ query: menuText }))).body.data).toMatchObject({ menu: expect.any(Array) });
    const tooDeep = `{ menu { ${'subCategories { '.repeat(12)}slug${' }'.repeat(12)} } }`;
    expect((await answerOf(await post({ query: tooDeep }))).body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('asks for a documentId when a request names neither an id nor a text', async () => {
    const { status, body } = await answerOf(await withDocuments(false).post({ variables: {} }));
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(TRUSTED_DOCUMENT_ERRORS.missing);
  });

  it('serves GraphiQL only where arbitrary documents run', async () => {
    const page = (allow: boolean) => withDocuments(allow).yoga.fetch('http://gateway.test/graphql', { headers: { accept: 'text/html' } });
    expect((await page(true)).headers.get('content-type') ?? '').toContain('text/html');
    expect((await page(false)).headers.get('content-type') ?? '').not.toContain('text/html');
  });
});
