import { DEFAULT_API_PROXY_KEY, DEFAULT_GATEWAY_PROXY_KEY, type GatewayConfig } from './config.ts';

/**
 * Why the gateway must not start: production on a development default key, with which any caller could choose
 * the client IP the limits count. `pnpm start` gives each run keys of its own; a deployment sets its own.
 */
export function configRefusals(config: GatewayConfig, nodeEnv: string | undefined): string[] {
  if (nodeEnv !== 'production') return [];
  const refusals: string[] = [];
  if (config.gatewayProxyKey === DEFAULT_GATEWAY_PROXY_KEY) {
    refusals.push('GATEWAY_PROXY_KEY is the development default: set a long random value shared with the web.');
  }
  if (config.apiProxyKey === DEFAULT_API_PROXY_KEY) {
    refusals.push('API_PROXY_KEY is the development default: set a long random value shared with the api.');
  }
  return refusals;
}
