import { DEFAULT_API_PROXY_KEY, DEFAULT_CACHE_INVALIDATION_SECRET, DEFAULT_GATEWAY_PROXY_KEY, type GatewayConfig } from './config.ts';

/**
 * Why the gateway must not start: production on a development default key, with which any caller could choose
 * the client IP the limits count (or empty the response cache). `pnpm start` gives each run keys of its own; a deployment sets its own.
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
  if (config.cacheInvalidationSecret === DEFAULT_CACHE_INVALIDATION_SECRET) {
    // Anyone knowing the default could empty the response cache at will and load the api with the refills.
    refusals.push('CACHE_INVALIDATION_SECRET is the development default: set a long random value shared with the api.');
  }
  return refusals;
}
