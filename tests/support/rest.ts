/** Direct calls to the REST api (bypassing the gateway), for cross-checks and api contract tests. */

export type RestAnswer<T> = { status: number; headers: Headers; body: T };

export type Envelope<T> = { status: number; message: string; data: T };

export type PagedEnvelope<T> = Envelope<T[]> & { total: number; page: number; limit: number };

/** GET `${apiBaseUrl}${path}` with the given Authorization value (none when null); parses JSON. */
export async function restGet<T>(apiBaseUrl: string, path: string, authorization: string | null): Promise<RestAnswer<T>> {
  const headers: Record<string, string> = authorization === null ? {} : { authorization };
  const response = await fetch(`${apiBaseUrl}${path}`, { headers, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`GET ${path} answered HTTP ${response.status} with non-JSON: ${text.slice(0, 300)}`);
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

/** GET with the public token; throws unless HTTP 200, returns the envelope's `data`. */
export async function restData<T>(apiBaseUrl: string, path: string, token: string): Promise<T> {
  const answer = await restGet<Envelope<T>>(apiBaseUrl, path, `Bearer ${token}`);
  if (answer.status !== 200) throw new Error(`GET ${path} answered HTTP ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
