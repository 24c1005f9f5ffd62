import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hasCompileHint, sourceMapFileOf, sourceMapOneLineDown, withCompileHint } from './compileHint.ts';

/** Every `.js` file under `dir`, at any depth. */
function scriptsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dir, name));
}

/** Replaces `file` whole or not at all (a crash leaves the old file, never half of the new one). */
function replaceFile(file: string, content: string | Buffer): void {
  writeFileSync(`${file}.compile-hint-tmp`, content);
  renameSync(`${file}.compile-hint-tmp`, file);
}

/**
 * Gives every browser script under `chunksDir` (`.next/static/chunks`) the compile hint, and moves the source map it
 * names (when the build wrote maps, `WEB_SOURCE_MAPS=1`) one line down to match. The map is moved first, and marked,
 * so an interrupted run can simply be run again: a script with the hint and a marked map are left alone. A script
 * that names a map that is not there is an error (its mappings would silently be a line off). Returns how many
 * scripts it changed.
 */
export function addCompileHints(chunksDir: string): number {
  let changed = 0;
  for (const file of scriptsUnder(chunksDir)) {
    const script = readFileSync(file);
    const mapName = sourceMapFileOf(script);
    if (mapName !== null) {
      const mapFile = join(dirname(file), mapName);
      if (!existsSync(mapFile)) throw new Error(`${file} names the source map ${mapName}, which is not there`);
      const map = readFileSync(mapFile, 'utf8');
      const moved = sourceMapOneLineDown(map);
      if (moved !== map) replaceFile(mapFile, moved);
    }
    if (hasCompileHint(script)) continue;
    replaceFile(file, withCompileHint(script));
    changed += 1;
  }
  return changed;
}
