/**
 * Run after `next build` (`pnpm --filter ./web run build` does): gives the browser's scripts V8's compile hint
 * (web/README.md "Compile hints"), so a page's JavaScript is compiled off the main thread while it downloads.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './compile-hints/addCompileHints.ts';

const chunksDir = fileURLToPath(new URL('../.next/static/chunks', import.meta.url));
const integrityManifest = fileURLToPath(new URL('../.next/server/subresource-integrity-manifest.json', import.meta.url));
if (!existsSync(chunksDir)) {
  console.error(`No build output at ${chunksDir}: run \`next build\` first.`);
  process.exit(1);
}
if (existsSync(integrityManifest)) {
  // Next's `experimental.sri` hashed the scripts as built: a changed script would fail its integrity check.
  console.error('The build has subresource integrity hashes (experimental.sri): the compile hints would break them.');
  process.exit(1);
}
console.log(`compile hints: ${addCompileHints(chunksDir)} scripts`);
