import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasCompileHint } from './compileHint.ts';

/** The scripts among `files` (paths relative to `nextDir`, as the build manifests name them) that lack the hint. */
export function unhintedScripts(nextDir: string, files: string[]): string[] {
  return files.filter((file) => file.endsWith('.js') && !hasCompileHint(readFileSync(join(nextDir, file))));
}
