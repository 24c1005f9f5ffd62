import { z } from 'zod';
import type { PersistedRequest } from '@/relay/persistedRequest';

/** Why a request is not a trusted-document request the proxy can read. */
export type ParseRefusal = { status: 400; message: string };

const TEXT_REFUSED = "This proxy serves the site's trusted documents only: send a documentId, not a query text";

const variablesSchema = z.record(z.string(), z.unknown());
const bodySchema = z.strictObject({
  documentId: z.string().min(1),
  operationName: z.string().optional(),
  variables: variablesSchema.nullish(),
});

function refusalOf(error: z.ZodError): ParseRefusal {
  const issue = error.issues[0];
  return { status: 400, message: `Invalid GraphQL request: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'unreadable'}` };
}

const asRequest = (value: z.infer<typeof bodySchema>): PersistedRequest => ({
  documentId: value.documentId,
  operationName: value.operationName ?? '',
  variables: value.variables ?? {},
});

/** A POST body: one JSON object `{ documentId, operationName?, variables? }` (no batch, no text, nothing else). */
export function parsePostBody(body: string): { request: PersistedRequest } | ParseRefusal {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return { status: 400, message: 'Send one GraphQL request as a JSON object' };
  }
  if (typeof payload === 'object' && payload !== null && 'query' in payload) return { status: 400, message: TEXT_REFUSED };
  if (Array.isArray(payload)) return { status: 400, message: 'Send one GraphQL request as a JSON object (batches are not served)' };
  const parsed = bodySchema.safeParse(payload);
  return parsed.success ? { request: asRequest(parsed.data) } : refusalOf(parsed.error);
}

/** A GET's query string: `documentId`, `operationName`, `variables` (JSON), as the web's network writes it. */
export function parseGetSearch(search: URLSearchParams): { request: PersistedRequest } | ParseRefusal {
  if (search.has('query')) return { status: 400, message: TEXT_REFUSED };
  let variables: unknown;
  try {
    variables = JSON.parse(search.get('variables') ?? '{}');
  } catch {
    return { status: 400, message: "Invalid GraphQL request: 'variables' is not JSON" };
  }
  const parsed = bodySchema.safeParse({
    documentId: search.get('documentId') ?? undefined,
    operationName: search.get('operationName') ?? undefined,
    variables,
  });
  return parsed.success ? { request: asRequest(parsed.data) } : refusalOf(parsed.error);
}
