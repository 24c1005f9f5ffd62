import { encodeGlobalId } from '../relay/global-id.ts';

export interface PickerItem {
  ID: string;
  title: string;
  titleForApp: string | null;
  classification: string | null;
}

export interface PickerOption {
  /** The package's global ID. */
  id: string;
  internalId: string;
  title: string;
  titleForApp: string | null;
  classification: string | null;
}

export interface PickerGroup {
  title: string;
  options: PickerOption[];
}

/** The spec's default group (§2, Quick enquiry form), for packages without a classification. */
export const DEFAULT_PICKER_GROUP = 'Popular Packages';

/** `international` → `International`, `hill station` → `Hill Station`. */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * Groups picker items by title-cased classification, in order of first appearance, with 'Popular Packages'
 * first: the popular ones (`popularIds`, e.g. the trending packages, in their order) and those without a
 * classification. Each package appears once.
 */
export function groupByClassification(items: readonly PickerItem[], popularIds: readonly string[] = []): PickerGroup[] {
  const popularRank = new Map(popularIds.map((id, rank) => [id, rank]));
  const rankOf = (item: PickerItem) => popularRank.get(item.ID) ?? Number.POSITIVE_INFINITY;
  const popularFirst = [...items].sort((a, b) => rankOf(a) - rankOf(b));
  const groups = new Map<string, PickerOption[]>([[DEFAULT_PICKER_GROUP, []]]);
  for (const item of popularFirst) {
    const title = popularRank.has(item.ID) || !item.classification?.trim() ? DEFAULT_PICKER_GROUP : titleCase(item.classification);
    const options = groups.get(title) ?? [];
    options.push({
      id: encodeGlobalId('Package', item.ID),
      internalId: item.ID,
      title: item.title,
      titleForApp: item.titleForApp,
      classification: item.classification,
    });
    groups.set(title, options);
  }
  return [...groups].filter(([, options]) => options.length > 0).map(([title, options]) => ({ title, options }));
}
