import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { createMemoryFileStore } from './memory-file-store.ts';

const root = await mkdtemp(path.join(os.tmpdir(), 'files-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe.each<[string, FileStore]>([
  ['disk', createDiskFileStore(root)],
  ['memory', createMemoryFileStore()],
])('the %s file store', (_name, store) => {
  it('keeps a file under its key until it is deleted', async () => {
    const bytes = Uint8Array.from([9, 8, 7]);
    await store.put('owner/kyc/one.pdf', { bytes, contentType: 'application/pdf' });
    expect(await store.get('owner/kyc/one.pdf')).toEqual({ bytes, contentType: 'application/pdf' });
    await store.delete('owner/kyc/one.pdf');
    expect(await store.get('owner/kyc/one.pdf')).toBeNull();
    await store.delete('owner/kyc/one.pdf');
  });
});

describe('file keys', () => {
  it('never reach outside the disk store root', async () => {
    const store = createDiskFileStore(root);
    await expect(store.get('../../etc/passwd.png')).rejects.toThrow('Invalid file key');
    await expect(store.put('/abs/x.png', { bytes: Uint8Array.from([1]), contentType: 'image/png' })).rejects.toThrow('Invalid file key');
  });
});
