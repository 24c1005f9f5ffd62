import { metricsAllowed } from '@/observability/metricsAccess';
import { webMetrics } from '@/observability/metrics';

export const dynamic = 'force-dynamic';

/** Prometheus text of this web server (web/README.md "Operations"). */
export async function GET(request: Request): Promise<Response> {
  if (!metricsAllowed(process.env.METRICS_TOKEN, request.headers.get('authorization'))) return new Response('Not found', { status: 404 });
  const { registry } = webMetrics();
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } });
}
