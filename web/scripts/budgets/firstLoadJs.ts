import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { z } from 'zod';

/** One JavaScript file of a page's first load, with its size as built and as sent compressed. */
export type FirstLoadFile = { file: string; bytes: number; gzip: number; brotli: number };
export type FirstLoadJs = { route: string; files: FirstLoadFile[]; gzip: number; brotli: number };

const buildManifestSchema = z.object({ rootMainFiles: z.array(z.string()) });
const clientManifestSchema = z.object({ entryJSFiles: z.record(z.string(), z.array(z.string())) });

/** '/' → 'page', '/package/[categorySlug]' → 'package/[categorySlug]/page': the App Router's name for a route's page. */
export function pageEntry(route: string): string {
  const segments = route.split('/').filter(Boolean);
  return [...segments, 'page'].join('/');
}

/** The client reference manifest is a script that assigns `globalThis.__RSC_MANIFEST[entry]`; run it in a sandbox. */
function readClientManifest(nextDir: string, entry: string): z.infer<typeof clientManifestSchema> {
  const file = join(nextDir, 'server', 'app', `${entry}_client-reference-manifest.js`);
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, unknown> } = {};
  sandbox.globalThis = sandbox;
  runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file, timeout: 1000 });
  return clientManifestSchema.parse(sandbox.__RSC_MANIFEST?.[`/${entry}`]);
}

/**
 * The JavaScript a page's HTML loads at first, from the `next build` output in `nextDir` (`.next`): Next's root
 * main files (React, the router, the Turbopack runtime) plus every chunk of the page's segments — layouts,
 * page, error and not-found boundaries (`entryJSFiles`). Code behind `next/dynamic` or `import()` is not in
 * them. The legacy `nomodule` polyfills are left out (modern browsers skip them). Sizes are gzip at zlib's
 * default level (what `next start` sends) and brotli at its default quality (what a CDN would send).
 */
export function measureFirstLoadJs(nextDir: string, route: string): FirstLoadJs {
  const entry = pageEntry(route);
  const buildManifest = buildManifestSchema.parse(
    JSON.parse(readFileSync(join(nextDir, 'server', 'app', entry, 'build-manifest.json'), 'utf8')),
  );
  const clientManifest = readClientManifest(nextDir, entry);
  const names = new Set([...buildManifest.rootMainFiles, ...Object.values(clientManifest.entryJSFiles).flat()]);
  const files = [...names]
    .filter((file) => file.endsWith('.js'))
    .map((file): FirstLoadFile => {
      const content = readFileSync(join(nextDir, file));
      return { file, bytes: content.length, gzip: gzipSync(content).length, brotli: brotliCompressSync(content).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (key: 'gzip' | 'brotli') => files.reduce((total, file) => total + file[key], 0);
  return { route, files, gzip: sum('gzip'), brotli: sum('brotli') };
}
