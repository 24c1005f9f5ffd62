import { loadConfig, type GatewayConfig } from '../config.ts';
import type { FetchFunction } from '../rest/http.ts';
import { createGateway } from '../server.ts';

export const TEST_CONFIG: GatewayConfig = {
  ...loadConfig({}),
  apiBaseUrl: 'http://api.test/api/v1',
  mediaBaseUrl: 'http://media.test',
  apiPublicToken: 'public-test-token',
};

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

/** An in-process gateway over a fake upstream; `execute` posts one operation through `yoga.fetch`. */
export function testGateway(fetch: FetchFunction, config: Partial<GatewayConfig> = {}) {
  const yoga = createGateway({ config: { ...TEST_CONFIG, ...config }, fetch, logging: false, retryDelayMs: 0 });
  async function post(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<GraphQLAnswer> {
    const response = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await response.json()) as GraphQLAnswer;
  }
  const execute = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    post({ query, variables }, headers);
  /** Runs one named operation of a document holding several. */
  const executeOperation = (query: string, operationName: string) => post({ query, operationName });
  return { yoga, execute, executeOperation };
}
