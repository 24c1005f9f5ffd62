/** A tiny GraphQL-over-HTTP client for contract tests and benchmarks. */

export type GraphQLErrorEntry = {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
};

export type GraphQLResponse<TData> = { data: TData | null; errors: GraphQLErrorEntry[] | undefined };

export type Variables = Record<string, unknown>;

/** POSTs one operation as JSON; throws on a non-200 answer with its body in the message. */
export async function graphql<TData>(
  url: string,
  query: string,
  variables: Variables = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<TData>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`GraphQL HTTP ${response.status} from ${url}: ${body}`);
  }
  const parsed = JSON.parse(body) as { data?: TData | null; errors?: GraphQLErrorEntry[] };
  return { data: parsed.data ?? null, errors: parsed.errors };
}

/** Like `graphql`, but throws when the answer carries errors or no data. */
export async function graphqlData<TData>(url: string, query: string, variables: Variables = {}): Promise<TData> {
  const { data, errors } = await graphql<TData>(url, query, variables);
  if (errors !== undefined && errors.length > 0) {
    throw new Error(`GraphQL errors: ${JSON.stringify(errors)}`);
  }
  if (data === null) throw new Error('GraphQL answer without data');
  return data;
}
