import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env.ts';
import { clientIpMiddleware, ipKey, UNKNOWN_IP } from './client-ip.ts';

const KEY = 'a-test-proxy-key-of-some-length';

/** A bare app that answers the client IP the middleware chose. */
function echoApp() {
  const app = new Hono<AppEnv>();
  app.use('*', clientIpMiddleware(KEY));
  app.get('/ip', (c) => c.text(c.var.clientIp));
  return app;
}

const ipOf = async (headers: Record<string, string>) => (await echoApp().request('/ip', { headers })).text();

describe('ipKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, and keys IPv6 by its /64', () => {
    expect(ipKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipKey('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(ipKey('2001:DB8:0:12:bbbb:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
  });

  it('refuses what is not an IP', () => {
    for (const bad of ['', 'localhost', '1.2.3', '203.0.113.7, 10.0.0.1', '999.1.1.1', undefined]) expect(ipKey(bad)).toBeNull();
  });
});

describe('client IP middleware', () => {
  it('trusts x-client-ip only with the right x-proxy-key', async () => {
    expect(await ipOf({ 'x-client-ip': '203.0.113.7', 'x-proxy-key': KEY })).toBe('203.0.113.7');
    expect(await ipOf({ 'x-client-ip': '203.0.113.7', 'x-proxy-key': `${KEY}x` })).toBe(UNKNOWN_IP);
    expect(await ipOf({ 'x-client-ip': '203.0.113.7' })).toBe(UNKNOWN_IP);
  });

  it('ignores a trusted header that is not an IP', async () => {
    expect(await ipOf({ 'x-client-ip': 'not-an-ip', 'x-proxy-key': KEY })).toBe(UNKNOWN_IP);
  });

  it('uses the TCP peer over a real socket, and a forged header does not replace it', async () => {
    const server = serve({ fetch: echoApp().fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ip`;
      expect(await (await fetch(url)).text()).toBe('127.0.0.1');
      expect(await (await fetch(url, { headers: { 'x-client-ip': '203.0.113.9' } })).text()).toBe('127.0.0.1');
      expect(await (await fetch(url, { headers: { 'x-client-ip': '203.0.113.9', 'x-proxy-key': KEY } })).text()).toBe('203.0.113.9');
    } finally {
      server.close();
    }
  });
});
