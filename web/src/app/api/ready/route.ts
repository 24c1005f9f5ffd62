import { gatewayUrl } from '@/gateway/gatewayUrl';
import { readiness } from '@/observability/readiness';

export const dynamic = 'force-dynamic';

/** Readiness: 200 while the gateway answers and no shutdown began, else 503. */
export async function GET(): Promise<Response> {
  const { status, body } = await readiness(gatewayUrl());
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
