import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientIpFromForwardedFor, gatewayClientHeaders } from './clientAddress';

describe('clientIpFromForwardedFor', () => {
  it('takes the address Next wrote from the socket when nothing is in front of it', () => {
    expect(clientIpFromForwardedFor('203.0.113.7', 0)).toBe('203.0.113.7');
    expect(clientIpFromForwardedFor('::1', 0)).toBe('::1');
  });

  it('unwraps an IPv4 peer of a dual-stack socket', () => {
    expect(clientIpFromForwardedFor('::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
  });

  it('behind N trusted proxies takes the N-th entry from the right, never what the client wrote further left', () => {
    expect(clientIpFromForwardedFor('1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientIpFromForwardedFor('1.1.1.1, 2.2.2.2, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('takes the left-most entry when a trusted proxy overwrote the header with fewer entries', () => {
    expect(clientIpFromForwardedFor('203.0.113.7', 2)).toBe('203.0.113.7');
  });

  it('gives nothing for a missing header or an entry that is not an IP', () => {
    expect(clientIpFromForwardedFor(undefined, 0)).toBeUndefined();
    expect(clientIpFromForwardedFor(' , ', 0)).toBeUndefined();
    expect(clientIpFromForwardedFor('unknown', 0)).toBeUndefined();
    expect(clientIpFromForwardedFor('203.0.113.7, <script>', 1)).toBeUndefined();
  });
});

describe('gatewayClientHeaders', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sends the client IP with the configured proxy key', () => {
    vi.stubEnv('GATEWAY_PROXY_KEY', 'k-123');
    expect(gatewayClientHeaders(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toEqual({
      'x-client-ip': '203.0.113.7',
      'x-proxy-key': 'k-123',
    });
  });

  it('defaults the key to the development one and reads next-auth-style header records', () => {
    vi.stubEnv('GATEWAY_PROXY_KEY', undefined);
    expect(gatewayClientHeaders({ 'x-forwarded-for': '198.51.100.2' })).toEqual({
      'x-client-ip': '198.51.100.2',
      'x-proxy-key': 'dev-gateway-proxy-key',
    });
  });

  it('never passes on an x-client-ip or x-proxy-key the browser sent', () => {
    const forged = new Headers({ 'x-forwarded-for': '203.0.113.7', 'x-client-ip': '6.6.6.6', 'x-proxy-key': 'guess' });
    expect(gatewayClientHeaders(forged)).toEqual({ 'x-client-ip': '203.0.113.7', 'x-proxy-key': 'dev-gateway-proxy-key' });
    expect(gatewayClientHeaders(new Headers({ 'x-client-ip': '6.6.6.6', 'x-proxy-key': 'guess' }))).toEqual({ 'x-proxy-key': 'dev-gateway-proxy-key' });
  });

  it('honours WEB_TRUSTED_PROXY_HOPS', () => {
    vi.stubEnv('WEB_TRUSTED_PROXY_HOPS', '1');
    expect(gatewayClientHeaders(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))['x-client-ip']).toBe('203.0.113.7');
  });
});
