import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import { documentIdOf } from './document-id.ts';
import type { TrustedDocuments } from './manifest.ts';

export type TrustedDocumentsOptions = {
  documents: TrustedDocuments;
  /** Also run document texts (GraphiQL, mobile clients in development); the request limits still apply. */
  allowArbitraryDocuments: boolean;
};

/** The messages a refused request gets, with HTTP 400 like every other malformed request. */
export const TRUSTED_DOCUMENT_ERRORS = {
  textRefused: 'Only trusted documents are served here: send the documentId of a document in the trusted-documents manifest, not its text.',
  unknownId: 'Unknown documentId: no document of the trusted-documents manifest has this id.',
  missing: "The request needs a documentId (or a 'query' where arbitrary documents are allowed).",
} as const;

const refusal = (message: string, code: string) => ({ message, extensions: { code, http: { status: 400 } } });

/**
 * Trusted documents (persisted operations): a request names a document of the manifest by its sha256 id and
 * the gateway runs that text. Document texts run only where `allowArbitraryDocuments` is on.
 */
export function useTrustedDocuments({ documents, allowArbitraryDocuments }: TrustedDocumentsOptions): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: allowArbitraryDocuments,
    extractPersistedOperationId: (params, request) => documentIdOf(params, request),
    getPersistedOperation: (id) => documents.get(id) ?? null,
    customErrors: {
      persistedQueryOnly: refusal(TRUSTED_DOCUMENT_ERRORS.textRefused, 'PERSISTED_QUERY_ONLY'),
      notFound: refusal(TRUSTED_DOCUMENT_ERRORS.unknownId, 'PERSISTED_QUERY_NOT_FOUND'),
      keyNotFound: refusal(TRUSTED_DOCUMENT_ERRORS.missing, 'PERSISTED_QUERY_ID_REQUIRED'),
    },
  }) as Plugin;
}
