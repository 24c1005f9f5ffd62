import type { PickerItem } from './group-by-classification.ts';

/** The picker items whose REST id is not in `excludedIds` (config `PICKER_EXCLUDED_PACKAGE_IDS`, spec §9). */
export function withoutExcluded<T extends Pick<PickerItem, 'ID'>>(items: readonly T[], excludedIds: readonly string[]): T[] {
  const excluded = new Set(excludedIds);
  return items.filter((item) => !excluded.has(item.ID));
}
