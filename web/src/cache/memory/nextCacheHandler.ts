import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache/index.js';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';
import { withScriptHashPolicy } from '../script-policy/scriptHashes.ts';

type FileSystemCacheClass = typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
// The CommonJS module's `default` export, as Node's ES module loader hands it over.
const FileSystemCache: FileSystemCacheClass =
  (fileSystemCacheModule as unknown as { default?: FileSystemCacheClass }).default ?? (fileSystemCacheModule as unknown as FileSystemCacheClass);

type SetContext = Parameters<InstanceType<FileSystemCacheClass>['set']>[2];

/**
 * The file next.config.ts names as `cacheHandler` for `next start` without `REDIS_URL`: Next's own memory cache
 * (its file-system cache with `isrFlushToDisk: false`), storing each rendered page with its script policy
 * (`script-policy/scriptHashes.ts`). Compiled to `.next/cache-handler/` by `pnpm run build`, like the Redis one.
 */
export default class NextMemoryCacheHandler extends FileSystemCache {
  constructor(ctx: CacheHandlerContext) {
    super(ctx as ConstructorParameters<FileSystemCacheClass>[0]);
  }

  override async set(key: string, data: IncrementalCacheValue | null, ctx: SetContext): Promise<void> {
    return super.set(key, withScriptHashPolicy(data), ctx);
  }
}
