import { encodeGlobalId } from '../domain/relay/index.ts';
import type { CachedEntity, PublicResponseCache } from './public-cache.ts';

const PACKAGE_TAG = /^package:(.+)$/;

/**
 * The types whose cached entity id is a Package's global id: the package itself, a picker option and a menu
 * entry (`packageId`, see `idFields` in `cache/index.ts`).
 */
const PACKAGE_ID_TYPES = ['Package', 'PackagePickerOption', 'MenuPackage'];

/** The cached entities of the package with this REST `_id`. */
export function packageEntities(restId: string): CachedEntity[] {
  const id = encodeGlobalId('Package', restId);
  return PACKAGE_ID_TYPES.map((typename) => ({ typename, id }));
}

/**
 * Applies the tags of a catalogue change notice (api/CONTRACT.md "Caching and catalogue changes"):
 * `package:<_id>` drops the responses holding that package; `catalogue` — and any tag this gateway does not
 * know, to be safe — drops every cached response, since every one of them is catalogue or content data.
 */
export function applyChangeTags(cache: PublicResponseCache, tags: readonly string[]): void {
  const packageIds: string[] = [];
  for (const tag of tags) {
    const restId = PACKAGE_TAG.exec(tag)?.[1];
    if (restId === undefined) {
      cache.clear();
      return;
    }
    packageIds.push(restId);
  }
  cache.invalidateEntities(packageIds.flatMap(packageEntities));
}
