import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { callerUserToken } from '../auth.ts';
import { peerAddressOf, type NodeServerContext } from '../trust/peer-address.ts';
import { nodeHeaderReader, type HeaderReader } from '../http/header-reader.ts';
import { clientIpOf } from '../trust/client-ip.ts';
import { CLIENT_IP_HEADER, PROXY_KEY_HEADER, proxyKeyMatches } from '../trust/proxy-key.ts';

/** Requests per minute: anonymous traffic per client IP, signed-in traffic per user token. */
export type RequestRate = { anonymousPerMinute: number; userPerMinute: number };

export const DEFAULT_REQUEST_RATE: RequestRate = { anonymousPerMinute: 300, userPerMinute: 600 };
export const REQUEST_RATE_MESSAGE = 'Too many requests: please try again later.';

/**
 * The key a request is counted under, or null when it is not counted: no user token and no client IP (in-process),
 * or the web server's own render (the proxy key without a browser's `x-client-ip`: a cached public page is rendered
 * for every visitor, so a crawl of 5,000 package pages must not exhaust one address's rate).
 */
export function rateKeyOf(headers: HeaderReader, peerAddress: string | undefined, keys: { gatewayProxyKey: string; apiPublicToken: string }): string | null {
  const token = callerUserToken(headers.get('authorization'), keys.apiPublicToken);
  if (token !== null) return `user:${createHash('sha256').update(token).digest('base64url')}`;
  if (proxyKeyMatches(headers.get(PROXY_KEY_HEADER), keys.gatewayProxyKey) && !headers.has(CLIENT_IP_HEADER)) return null;
  const ip = clientIpOf(headers, peerAddress, keys.gatewayProxyKey);
  return ip === null ? null : `ip:${ip}`;
}

const refused = (msBeforeNext: number): Response => {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const body = { errors: [{ message: REQUEST_RATE_MESSAGE, extensions: { code: 'RATE_LIMITED', retryAfterSeconds } }] };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: { 'content-type': 'application/graphql-response+json; charset=utf-8', 'retry-after': String(retryAfterSeconds) },
  });
};

/**
 * A limiter of `points` a minute: on Redis when given (every instance counts into the same keys), with a memory
 * limiter of the same rate as insurance while Redis is unreachable (each instance then counts alone); else memory.
 */
export function minuteLimiter(keyPrefix: string, points: number, redis?: Redis | null): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: 60 });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration: 60,
    // A client over its rate is then refused from memory until its minute ends: a flood costs no Redis round trip.
    inMemoryBlockOnConsumed: points + 1,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

export interface RequestRateGate {
  plugin: Plugin<NodeServerContext>;
  /**
   * Counts a request that may be answered before Yoga (`cache/node-fast-path.ts`): true when it is within its rate.
   * The verdict stays with the Node request, so if Yoga gets it after all, the plugin neither counts it again nor
   * lets a refused one through: it answers the 429.
   */
  admit: (request: IncomingMessage) => Promise<boolean>;
}

/**
 * Counts every request to the GraphQL endpoint before anything else runs (the response cache's fast paths
 * included): per user token when one is sent (the web forwards a signed-in browser's), else per client IP
 * (`x-client-ip` from a trusted proxy, else the TCP peer). Over the rate: 429 with `retry-after` and a
 * GraphQL-over-HTTP error body `RATE_LIMITED`. Counted in Redis when the gateway has one (shared by every instance),
 * else in memory (README "Several instances on Redis").
 */
export function createRequestRate(
  rate: RequestRate,
  keys: { gatewayProxyKey: string; apiPublicToken: string },
  graphqlEndpoint: string,
  redis?: Redis | null,
): RequestRateGate {
  const anonymous = minuteLimiter('gw-anon', rate.anonymousPerMinute, redis);
  const users = minuteLimiter('gw-user', rate.userPerMinute, redis);
  /** A request counted before Yoga: admitted (true) or refused (the limiter's answer). */
  const verdicts = new WeakMap<object, true | RateLimiterRes>();

  /** Null: within the rate (or not counted); else the refusal. Other failures (Redis, with no insurance) throw. */
  async function count(key: string | null): Promise<RateLimiterRes | null> {
    if (key === null) return null;
    try {
      await (key.startsWith('user:') ? users : anonymous).consume(key);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection;
      throw rejection;
    }
  }

  return {
    plugin: {
      async onRequest({ request, url, serverContext, endResponse }) {
        if (url.pathname !== graphqlEndpoint) return;
        const nodeRequest = (serverContext as NodeServerContext).req;
        const verdict = nodeRequest === undefined ? undefined : verdicts.get(nodeRequest);
        const refusal = verdict === undefined ? await count(rateKeyOf(request.headers, peerAddressOf(serverContext as NodeServerContext), keys)) : verdict === true ? null : verdict;
        if (refusal !== null) endResponse(refused(refusal.msBeforeNext));
      },
    },
    async admit(request) {
      const refusal = await count(rateKeyOf(nodeHeaderReader(request), request.socket.remoteAddress, keys));
      verdicts.set(request, refusal ?? true);
      return refusal === null;
    },
  };
}
