import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder holding one SDL file per domain. */
export const sdlDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'graphql');

/** The SDL files of the contract, in a stable order. */
export function loadTypeDefs(): string[] {
  return readdirSync(sdlDirectory)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(sdlDirectory, file), 'utf8'));
}

export {
  readTrustedDocuments,
  TRUSTED_DOCUMENT_CLIENTS,
  trustedDocumentsDirectory,
  trustedDocumentsFile,
  type TrustedDocumentClient,
} from './trusted-documents.ts';
