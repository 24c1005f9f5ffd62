import { IDEMPOTENCY_KEY_HEADER } from '../faults/idempotency-key.ts';
import { CLIENT_IP_HEADER, PROXY_KEY_HEADER } from '../../trust/proxy-key.ts';
import type { AttemptOptions, RestClientOptions } from './types.ts';

/** The least time an upload (a FormData body) gets upstream. */
const UPLOAD_TIMEOUT_MS = 30_000;

type Settings = Pick<RestClientOptions, 'requestId' | 'clientIp' | 'apiProxyKey' | 'timeoutMs'>;

/** The client-IP protocol's upstream half: the key always, the IP when it is known. */
function clientIpHeaders({ clientIp, apiProxyKey }: Settings): Record<string, string> {
  return { [PROXY_KEY_HEADER]: apiProxyKey, ...(clientIp === null ? {} : { [CLIENT_IP_HEADER]: clientIp }) };
}

/** The `fetch` init of one call: headers, JSON or multipart body, and the signal that bounds it. */
export function requestInit(settings: Settings, deadline: AbortSignal, attempt: AttemptOptions): RequestInit {
  const { method, authorization, body, idempotencyKey, ifNoneMatch } = attempt;
  const upload = body instanceof FormData;
  // A FormData body (an upload, rest/files/upload-form.ts) goes as multipart: the client writes its boundary.
  const json = body !== undefined && !upload;
  // Past the operation's deadline a call is not even sent.
  if (!upload) deadline.throwIfAborted();
  return {
    method,
    headers: {
      accept: 'application/json',
      authorization,
      'x-request-id': settings.requestId,
      ...clientIpHeaders(settings),
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
      ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
    },
    ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
    // The api decodes and re-encodes an uploaded image: more time than the operation's deadline of a JSON call.
    signal: upload ? AbortSignal.timeout(Math.max(settings.timeoutMs, UPLOAD_TIMEOUT_MS)) : deadline,
  };
}
