import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const src = fileURLToPath(new URL('../..', import.meta.url));
/** The folders whose code runs in the browser and validates with zod. */
const BROWSER_FOLDERS = ['components', 'lib/validation', 'state'];
const VALUE_IMPORT_OF_ZOD = /^import\s+(?!type\s)[^;]*from\s+'zod(\/[^']*)?';/m;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('zod in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is imported through lib/validation/zod everywhere browser code uses it', () => {
    const direct = BROWSER_FOLDERS.flatMap((folder) => sourcesUnder(join(src, folder)))
      .filter((file) => VALUE_IMPORT_OF_ZOD.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(direct).toEqual(['lib/validation/zod.ts']);
  });

  it('parses without compiling (no eval probe) in a browser, and keeps compiled parsers on the server', async () => {
    const onServer = await import('./zod');
    expect(onServer.z.config().jitless).toBeUndefined();
    vi.resetModules();
    vi.stubGlobal('window', {});
    const inBrowser = await import('./zod');
    try {
      expect(inBrowser.z.config().jitless).toBe(true);
      expect(inBrowser.z.object({ a: inBrowser.z.number() }).safeParse({ a: 'x' }).success).toBe(false);
    } finally {
      inBrowser.z.config({ jitless: false });
    }
  });
});
