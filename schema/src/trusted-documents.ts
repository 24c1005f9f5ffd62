import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The trusted documents of each first-party client: `trusted-documents/<client>.json`, `{ "<sha256 of the
 * text>": "<document text>" }`, written by that client's build (the web's: relay-compiler's `persistConfig`)
 * and committed, so the gateway serves exactly what the shipped clients send.
 */
export const trustedDocumentsDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'trusted-documents');

/** The clients that have a manifest. */
export const TRUSTED_DOCUMENT_CLIENTS = ['web'] as const;
export type TrustedDocumentClient = (typeof TRUSTED_DOCUMENT_CLIENTS)[number];

/** The manifest file of one client. */
export function trustedDocumentsFile(client: TrustedDocumentClient): string {
  return join(trustedDocumentsDirectory, `${client}.json`);
}

/** The raw manifest of one client (id → document text), as parsed JSON: callers validate it. */
export function readTrustedDocuments(client: TrustedDocumentClient): unknown {
  return JSON.parse(readFileSync(trustedDocumentsFile(client), 'utf8'));
}
