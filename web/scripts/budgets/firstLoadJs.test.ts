import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { measureFirstLoadJs, pageEntry } from './firstLoadJs';

/** A `.next` folder in miniature: the two manifests Next writes per page, and the chunks they name. */
const nextDir = mkdtempSync(join(tmpdir(), 'first-load-js-'));
afterAll(() => rmSync(nextDir, { recursive: true, force: true }));

function write(path: string, content: string): void {
  mkdirSync(dirname(join(nextDir, path)), { recursive: true });
  writeFileSync(join(nextDir, path), content);
}

const chunks = {
  framework: 'static/chunks/framework.js',
  layout: 'static/chunks/layout.js',
  page: 'static/chunks/page.js',
  popup: 'static/chunks/popup.js',
  polyfill: 'static/chunks/polyfill.js',
};
const contents: Record<string, string> = {
  // Numbers that do not repeat, so the framework stays the biggest file once compressed too.
  [chunks.framework]: `var react=[${Array.from({ length: 800 }, (_, i) => ((i * 7919) % 10007).toString(36)).join(',')}];`,
  [chunks.layout]: 'function layout(){return 1+2}',
  [chunks.page]: 'export const page=[1,2,3].map(String);',
  [chunks.popup]: 'never in the first load',
  [chunks.polyfill]: 'nomodule polyfills',
};
for (const [file, content] of Object.entries(contents)) write(file, content);
write('static/chunks/layout.css', 'body{}');

const entry = '[categorySlug]/[packageSlug]/page';
write(
  `server/app/${entry}/build-manifest.json`,
  JSON.stringify({ polyfillFiles: [chunks.polyfill], rootMainFiles: [chunks.framework] }),
);
write(
  `server/app/${entry}_client-reference-manifest.js`,
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/${entry}"] = ${JSON.stringify({
    clientModules: { popup: { chunks: [chunks.popup] } },
    entryJSFiles: {
      '[project]/web/src/app/layout': [chunks.framework, chunks.layout],
      '[project]/web/src/app/[categorySlug]/[packageSlug]/page': [chunks.layout, chunks.page, 'static/chunks/layout.css'],
    },
  })};`,
);

const gzipOf = (file: string) => gzipSync(contents[file] ?? '').length;

describe('measureFirstLoadJs', () => {
  it('names a route by the folder of its page', () => {
    expect(pageEntry('/')).toBe('page');
    expect(pageEntry('/package/[categorySlug]')).toBe('package/[categorySlug]/page');
  });

  it("counts the root main files and every segment's entry chunks once each, and nothing loaded on demand", () => {
    const measured = measureFirstLoadJs(nextDir, '/[categorySlug]/[packageSlug]');
    expect(measured.files.map((file) => file.file).sort()).toEqual([chunks.framework, chunks.layout, chunks.page]);
    expect(measured.gzip).toBe(gzipOf(chunks.framework) + gzipOf(chunks.layout) + gzipOf(chunks.page));
  });

  it('reports each file as built and compressed, biggest first', () => {
    const [largest] = measureFirstLoadJs(nextDir, '/[categorySlug]/[packageSlug]').files;
    expect(largest).toMatchObject({ file: chunks.framework, bytes: contents[chunks.framework]?.length, gzip: gzipOf(chunks.framework) });
    expect(largest?.brotli).toBeGreaterThan(0);
    expect(largest?.brotli).toBeLessThan(largest?.bytes ?? 0);
  });

  it('fails on a route the build does not have', () => {
    expect(() => measureFirstLoadJs(nextDir, '/nowhere')).toThrow(/ENOENT/);
  });
});
