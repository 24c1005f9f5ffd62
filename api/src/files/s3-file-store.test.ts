import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStore } from './s3-file-store.ts';

// s3rver's own key pair; the requests are SigV4-signed as for any S3-compatible service.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'pilgrim-files' }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the S3-compatible file store (against a local s3rver)', () => {
  it('puts, gets and deletes a file with its content type', async () => {
    const store = createS3FileStore({ endpoint, bucket: 'pilgrim-files', region: 'ap-south-1', ...KEYS });
    const bytes = Uint8Array.from([1, 2, 3, 4]);
    await store.put('user-1/kyc/a.png', { bytes, contentType: 'image/png' });
    expect(await store.get('user-1/kyc/a.png')).toEqual({ bytes, contentType: 'image/png' });
    await store.delete('user-1/kyc/a.png');
    expect(await store.get('user-1/kyc/a.png')).toBeNull();
  });

  it('fails loudly when the bucket refuses the file', async () => {
    const store = createS3FileStore({ endpoint, bucket: 'no-such-bucket', region: 'ap-south-1', ...KEYS });
    await expect(store.put('user-1/kyc/b.png', { bytes: Uint8Array.from([1]), contentType: 'image/png' })).rejects.toThrow(/S3 PUT answered 404/);
  });
});
