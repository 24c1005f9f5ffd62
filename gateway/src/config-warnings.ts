import { DEFAULT_API_PROXY_KEY, DEFAULT_GATEWAY_PROXY_KEY, type GatewayConfig } from './config.ts';

/** What an operator must hear at start: production running with a development default secret. */
export function configWarnings(config: GatewayConfig, nodeEnv: string | undefined): string[] {
  if (nodeEnv !== 'production') return [];
  const warnings: string[] = [];
  if (config.gatewayProxyKey === DEFAULT_GATEWAY_PROXY_KEY) {
    warnings.push('GATEWAY_PROXY_KEY is the development default: any caller can set the client IP the api sees. Set a long random value shared with the web.');
  }
  if (config.apiProxyKey === DEFAULT_API_PROXY_KEY) {
    warnings.push('API_PROXY_KEY is the development default: set a long random value shared with the api.');
  }
  return warnings;
}
