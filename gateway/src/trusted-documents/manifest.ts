import { createHash } from 'node:crypto';
import { readTrustedDocuments, TRUSTED_DOCUMENT_CLIENTS } from '@pilgrim/schema';
import { z } from 'zod';

/** A document id: the lowercase hex sha256 of its text, as relay-compiler's `persistConfig` writes it. */
export const DOCUMENT_ID = /^[0-9a-f]{64}$/;

const manifestSchema = z.record(z.string().regex(DOCUMENT_ID, 'a document id is a lowercase hex sha256'), z.string().min(1));

/** id → document text. */
export type TrustedDocuments = ReadonlyMap<string, string>;

/**
 * Checks one client's manifest: every key must be the sha256 of its text, so an id names exactly one
 * document and no edit of the file can swap what an id runs.
 */
export function trustedDocumentsOf(manifest: unknown, client: string): TrustedDocuments {
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) throw new Error(`Invalid trusted-documents manifest '${client}':\n${z.prettifyError(parsed.error)}`);
  const documents = new Map<string, string>();
  for (const [id, text] of Object.entries(parsed.data)) {
    const hash = createHash('sha256').update(text, 'utf8').digest('hex');
    if (hash !== id) throw new Error(`Invalid trusted-documents manifest '${client}': ${id} is not the sha256 of its text (${hash})`);
    documents.set(id, text);
  }
  return documents;
}

/** The trusted documents of every first-party client (`@pilgrim/schema`'s manifests), merged. */
export function loadTrustedDocuments(): TrustedDocuments {
  const merged = new Map<string, string>();
  for (const client of TRUSTED_DOCUMENT_CLIENTS) {
    for (const [id, text] of trustedDocumentsOf(readTrustedDocuments(client), client)) merged.set(id, text);
  }
  return merged;
}
