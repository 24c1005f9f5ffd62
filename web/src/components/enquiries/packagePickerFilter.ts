/** A package the picker offers: its global ID and title. */
export type PickerOption = { readonly id: string; readonly title: string };

export type PickerGroup = { readonly title: string; readonly options: readonly PickerOption[] };

/** The groups as the menu shows them: each option with its index in the flat list the combobox moves through. */
export type VisibleGroup = { title: string; options: { option: PickerOption; index: number }[] };

/**
 * What the menu shows for `text`: the options whose title contains it (any case), without those already
 * chosen, in their groups (empty groups dropped), plus the flat list in menu order.
 */
export function visiblePickerOptions(
  groups: readonly PickerGroup[],
  text: string,
  chosenIds: ReadonlySet<string>,
): { groups: VisibleGroup[]; items: PickerOption[] } {
  const needle = text.trim().toLowerCase();
  const items: PickerOption[] = [];
  const visible: VisibleGroup[] = [];
  for (const group of groups) {
    const options = group.options
      .filter((option) => !chosenIds.has(option.id) && option.title.toLowerCase().includes(needle))
      .map((option) => ({ option, index: items.push(option) - 1 }));
    if (options.length > 0) visible.push({ title: group.title, options });
  }
  return { groups: visible, items };
}
