import { describe, expect, it } from 'vitest';
import { clientIpOf } from './client-ip.ts';
import { proxyKeyMatches } from './proxy-key.ts';

const KEY = 'gateway-key';
const headers = (values: Record<string, string>) => new Headers(values);

describe('clientIpOf', () => {
  it('trusts x-client-ip when the caller presents the gateway proxy key', () => {
    expect(clientIpOf(headers({ 'x-client-ip': '198.51.100.7', 'x-proxy-key': KEY }), '10.0.0.2', KEY)).toBe('198.51.100.7');
  });

  it('ignores x-client-ip without the key and uses the TCP peer', () => {
    expect(clientIpOf(headers({ 'x-client-ip': '198.51.100.7' }), '10.0.0.2', KEY)).toBe('10.0.0.2');
  });

  it('ignores x-client-ip with a wrong key', () => {
    expect(clientIpOf(headers({ 'x-client-ip': '198.51.100.7', 'x-proxy-key': 'guess' }), '10.0.0.2', KEY)).toBe('10.0.0.2');
  });

  it('falls back to the peer when the trusted header is not an IP', () => {
    expect(clientIpOf(headers({ 'x-client-ip': '1.2.3.4, 5.6.7.8', 'x-proxy-key': KEY }), '10.0.0.2', KEY)).toBe('10.0.0.2');
  });

  it('reports an IPv4 peer of a dual-stack socket as plain IPv4', () => {
    expect(clientIpOf(headers({}), '::ffff:127.0.0.1', KEY)).toBe('127.0.0.1');
  });

  it('reads the mapped prefix in any case, and keeps an IPv6 address under it that holds no IPv4', () => {
    expect(clientIpOf(headers({}), '::FFFF:203.0.113.9', KEY)).toBe('203.0.113.9');
    expect(clientIpOf(headers({}), '::ffff:1', KEY)).toBe('::ffff:1');
    expect(clientIpOf(headers({}), '::ffff:', KEY)).toBeNull();
  });

  it('keeps an IPv6 client as it is', () => {
    expect(clientIpOf(headers({ 'x-client-ip': '2001:db8::1', 'x-proxy-key': KEY }), '::1', KEY)).toBe('2001:db8::1');
  });

  it('is null without a socket or a trusted header', () => {
    expect(clientIpOf(headers({}), undefined, KEY)).toBeNull();
  });
});

describe('proxyKeyMatches', () => {
  it.each([
    ['gateway-key', true],
    ['gateway-ke', false],
    ['gateway-key-longer', false],
    ['', false],
  ])('compares %j with the configured key: %s', (presented, expected) => {
    expect(proxyKeyMatches(presented, KEY)).toBe(expected);
  });

  it('refuses a missing key', () => {
    expect(proxyKeyMatches(null, KEY)).toBe(false);
  });
});
