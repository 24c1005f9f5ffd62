import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hasCompileHint, sourceMapFileOf, sourceMapOneLineDown, withCompileHint } from './compileHint.ts';

/** Every `.js` file under `dir`, at any depth. */
function scriptsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dir, name));
}

/**
 * Gives every browser script under `chunksDir` (`.next/static/chunks`) the compile hint, and moves its source map
 * (when the build wrote one, `WEB_SOURCE_MAPS=1`) one line down to match. A script that has the hint is left
 * alone, so running it twice changes nothing. Returns how many scripts it changed.
 */
export function addCompileHints(chunksDir: string): number {
  let changed = 0;
  for (const file of scriptsUnder(chunksDir)) {
    const source = readFileSync(file, 'utf8');
    if (hasCompileHint(source)) continue;
    writeFileSync(file, withCompileHint(source));
    changed += 1;
    const mapName = sourceMapFileOf(source);
    const mapFile = mapName === null ? null : join(dirname(file), mapName);
    if (mapFile !== null && existsSync(mapFile)) writeFileSync(mapFile, sourceMapOneLineDown(readFileSync(mapFile, 'utf8')));
  }
  return changed;
}
