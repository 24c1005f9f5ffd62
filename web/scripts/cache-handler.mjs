// Compiles the page cache handlers (src/cache/memory/ and src/cache/redis/nextCacheHandler.ts and what they import)
// to .next/cache-handler/, which next.config.ts names as `cacheHandler` for `next start` (Redis when REDIS_URL is
// set, else memory): Node imports them at run time, Next does not bundle them. Run after `next build` (which empties .next). `.next/package.json` says
// CommonJS, so the folder gets its own `{ "type": "module" }` for the ES modules tsc writes.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync('tsc', ['-p', 'tsconfig.cache-handler.json'], { cwd: webRoot, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(join(webRoot, '.next', 'cache-handler', 'package.json'), '{ "type": "module" }\n');
