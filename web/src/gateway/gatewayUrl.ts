const DEFAULT_GATEWAY_URL = 'http://localhost:4000/graphql';

/** The gateway's URL as the Next.js server reaches it; read at request time, never baked into the build. */
export function gatewayUrl(): string {
  return process.env.GATEWAY_URL ?? DEFAULT_GATEWAY_URL;
}

