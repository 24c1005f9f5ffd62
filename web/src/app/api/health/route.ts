export const dynamic = 'force-dynamic';

/** Liveness: the Node server answers. */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
