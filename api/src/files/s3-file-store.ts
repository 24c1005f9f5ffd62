import { AwsClient } from 'aws4fetch';
import { assertFileKey } from './file-keys.ts';
import type { FileStore } from './file-store.ts';

export type S3Settings = {
  /** e.g. `https://s3.ap-south-1.amazonaws.com`, or a MinIO / R2 endpoint; the bucket goes in the path. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Files in an S3-compatible bucket (path-style URLs, SigV4-signed by aws4fetch). */
export function createS3FileStore(settings: S3Settings, fetchFn: typeof fetch = fetch): FileStore {
  const client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, service: 's3', region: settings.region });
  const urlOf = (key: string): string => {
    assertFileKey(key);
    return `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/${key}`;
  };
  const send = async (key: string, init: RequestInit): Promise<Response> => fetchFn(await client.sign(urlOf(key), init));
  const fail = async (response: Response, action: string): Promise<never> => {
    throw new Error(`S3 ${action} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  };
  return {
    async put(key, object) {
      const response = await send(key, { method: 'PUT', body: object.bytes, headers: { 'content-type': object.contentType } });
      if (!response.ok) await fail(response, 'PUT');
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) return fail(response, 'GET');
      return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      const response = await send(key, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail(response, 'DELETE');
      await response.body?.cancel();
    },
  };
}
