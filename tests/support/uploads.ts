/** GraphQL multipart requests (uploads) for contract tests, as the web proxy forwards them to the gateway. */
import { request as httpRequest } from 'node:http';
import type { StackUrls } from './stack-processes.ts';

export type UploadAnswer<T> = { status: number; data: T | null; errors: { message: string }[] | undefined };

/** Runs `query` with `files` at their variable paths (`{ 'input.scan': file }`), signed in with `token`. */
export async function runUpload<T>(stack: StackUrls, query: string, variables: Record<string, unknown>, files: Record<string, File>, token: string, clientIp: string): Promise<UploadAnswer<T>> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify(Object.fromEntries(Object.keys(files).map((path, index) => [String(index), [`variables.${path}`]]))));
  Object.values(files).forEach((file, index) => form.set(String(index), file));
  const response = await fetch(stack.gatewayUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1', 'x-client-ip': clientIp, 'x-proxy-key': stack.gatewayProxyKey, accept: 'application/json' },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  const parsed = (text.startsWith('{') ? JSON.parse(text) : {}) as { data?: T; errors?: { message: string }[] };
  return { status: response.status, data: parsed.data ?? null, errors: parsed.errors };
}

/** A file of `bytes` named `name` with the type a browser would claim for it. */
export const fileOf = (bytes: Uint8Array | string, name: string, type: string): File => new File([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], name, { type });

/** A real 8×8 PNG (no image library in the tests package: a fixed, valid file). */
export const PNG_8X8 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGM402GMFTEMLQkAWEJhwTQnh9YAAAAASUVORK5CYII=',
  'base64',
);

export const PDF_WITH_JAVASCRIPT =
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n3 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
export const PLAIN_PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/**
 * A multipart PUT that declares `bytes` of body and sends none: the answer a server gives from the headers alone
 * (a 413 from the declared length). The connection is dropped once it is read.
 */
export function putDeclaringLength(url: string, token: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=declared', 'content-length': String(bytes) };
    const request = httpRequest(url, { method: 'PUT', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}
