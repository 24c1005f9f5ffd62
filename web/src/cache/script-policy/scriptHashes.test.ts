import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';
import { inlineScriptHashes, isNextScript, scriptHashPolicy, withScriptHashPolicy } from './scriptHashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const start = '(self.__next_f=self.__next_f||[]).push([0])';
const flight = 'self.__next_f.push([1,"0:{\\"P\\":null,\\"b\\":\\"é \\\\\\" </\\"}\\n"])';
const bootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
const page = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Product"}</script></head><body>',
  `<script>${start}</script><script>${flight}</script><script id="_R_">${bootstrap}</script>`,
  `<SCRIPT>${flight}</SCRIPT></body></html>`,
].join('');

describe("a cached page's script policy", () => {
  it("hashes each of Next's inline scripts once, exactly as written, and leaves out script files and data blocks", () => {
    expect(inlineScriptHashes(page)).toEqual([sha256(start), sha256(flight), sha256(bootstrap)]);
  });

  it("knows Next's scripts by their whole shape: flight data is one JSON string, the bootstrap one JSON object", () => {
    expect([start, flight, bootstrap, 'self.__next_f.push([2])'].every(isNextScript)).toBe(true);
    for (const injected of [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"+alert(1)+"y"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":alert(1)});',
    ]) {
      expect(isNextScript(injected), injected).toBe(false);
    }
  });

  it('leaves any other inline script out of the policy (it will not run) and says so', () => {
    const heard: string[] = [];
    const injected = `${page}<div class="review"><script>fetch('/steal?'+document.cookie)</script></div>`;
    expect(inlineScriptHashes(injected, (text) => heard.push(text))).toEqual(inlineScriptHashes(page));
    expect(heard).toEqual(["fetch('/steal?'+document.cookie)"]);
  });

  it("allows this site's files and those hashes only (and Razorpay's Checkout when it is the provider)", () => {
    expect(scriptHashPolicy(page, 'test')).toBe(`script-src 'self' ${inlineScriptHashes(page).join(' ')}`);
    expect(scriptHashPolicy('<p>no scripts</p>', undefined)).toBe("script-src 'self'");
    expect(scriptHashPolicy('<p>no scripts</p>', 'razorpay')).toBe("script-src 'self' https://checkout.razorpay.com");
  });

  it("is stored among a rendered page's headers, beside Next's own; other entries are kept as they are", () => {
    const rendered = { kind: 'APP_PAGE', html: page, headers: { 'x-next-cache-tags': 'catalogue' } } as unknown as IncrementalCacheValue;
    expect(withScriptHashPolicy(rendered)).toMatchObject({ headers: { 'x-next-cache-tags': 'catalogue', 'content-security-policy': scriptHashPolicy(page) } });
    const data = { kind: 'FETCH', data: { body: '<script>x</script>' } } as unknown as IncrementalCacheValue;
    expect(withScriptHashPolicy(data)).toBe(data);
    expect(withScriptHashPolicy(null)).toBeNull();
  });
});
