/** Test-side client of the counting proxy's call log (see `counting-proxy.ts`). */

export type UpstreamCall = {
  method: string;
  /** The request path as the gateway sent it, e.g. `/api/v1/package-data/kailash-by-helicopter`. */
  path: string;
  /** The raw query string without `?`, e.g. `category=char-dham&page=1&limit=12`. */
  query: string;
  /** The `x-client-ip` header the gateway sent, or null. */
  clientIp: string | null;
  /** The `x-proxy-key` header the gateway sent, or null. */
  proxyKey: string | null;
};

const logUrl = (proxyUrl: string): string => `${proxyUrl}/__calls`;

export async function resetUpstreamCalls(proxyUrl: string): Promise<void> {
  const response = await fetch(logUrl(proxyUrl), { method: 'DELETE' });
  if (response.status !== 204) throw new Error(`could not clear the upstream call log: HTTP ${response.status}`);
}

export async function readUpstreamCalls(proxyUrl: string): Promise<UpstreamCall[]> {
  const response = await fetch(logUrl(proxyUrl));
  if (!response.ok) throw new Error(`could not read the upstream call log: HTTP ${response.status}`);
  return (await response.json()) as UpstreamCall[];
}

/** The calls whose path, with the api base path removed, equals or starts with `restPath`. */
export function callsTo(calls: UpstreamCall[], restPath: string, apiBasePath = '/api/v1'): UpstreamCall[] {
  return calls.filter((call) => {
    const path = call.path.startsWith(apiBasePath) ? call.path.slice(apiBasePath.length) : call.path;
    return path === restPath || path.startsWith(`${restPath}/`);
  });
}

/** Runs `action` with a cleared log and returns what it produced together with the upstream calls it caused. */
export async function countUpstreamCalls<T>(
  proxyUrl: string,
  action: () => Promise<T>,
): Promise<{ result: T; calls: UpstreamCall[] }> {
  await resetUpstreamCalls(proxyUrl);
  const result = await action();
  return { result, calls: await readUpstreamCalls(proxyUrl) };
}
