import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadTrustedDocuments, trustedDocumentsOf } from './manifest.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('trusted-documents manifests', () => {
  it("loads the web's committed manifest, every id the sha256 of its text", () => {
    const documents = loadTrustedDocuments();
    expect(documents.size).toBeGreaterThan(10);
    for (const [id, text] of documents) expect(sha256(text)).toBe(id);
  });

  it('refuses a manifest whose id is not the hash of its text, so an id cannot be pointed at another document', () => {
    expect(() => trustedDocumentsOf({ [sha256('{ a }')]: '{ b }' }, 'web')).toThrow(/is not the sha256 of its text/);
  });

  it('refuses a manifest that is not an object of hex ids to texts', () => {
    expect(() => trustedDocumentsOf({ 'not-a-hash': '{ a }' }, 'web')).toThrow(/Invalid trusted-documents manifest 'web'/);
    expect(() => trustedDocumentsOf(['{ a }'], 'web')).toThrow(/Invalid trusted-documents manifest/);
  });
});
