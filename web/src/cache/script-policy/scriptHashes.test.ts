import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';
import { inlineScriptHashes, scriptHashPolicy, withScriptHashPolicy } from './scriptHashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const flight = 'self.__next_f.push([1,"0:{\\"P\\":null,\\"b\\":\\"é\\"}\\n"])';
const page = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Product"}</script></head><body>',
  `<script>${flight}</script><script id="_R_">(self.__next_s=self.__next_s||[]).push([0,{}])</script>`,
  `<SCRIPT>${flight}</SCRIPT><script>\n</script></body></html>`,
].join('');

describe("a cached page's script policy", () => {
  it('hashes each inline script once, exactly as written, and leaves out script files and data blocks', () => {
    expect(inlineScriptHashes(page)).toEqual([sha256(flight), sha256('(self.__next_s=self.__next_s||[]).push([0,{}])'), sha256('\n')]);
  });

  it("allows this site's files and those hashes only", () => {
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
