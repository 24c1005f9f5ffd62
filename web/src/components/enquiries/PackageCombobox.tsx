'use client';

import { useCombobox, useMultipleSelection } from 'downshift';
import { useId, useMemo, useState } from 'react';
import { MAX_ENQUIRY_PACKAGES, MAX_ENQUIRY_PACKAGES_HINT, validationMessages } from '@/lib/validation';
import formStyles from '@/components/form/form.module.css';
import { FieldError } from '@/components/form/TextField';
import { visiblePickerOptions, type PickerGroup, type PickerOption } from './packagePickerFilter';
import styles from './PackagePicker.module.css';

type PackageComboboxProps = {
  label: string;
  groups: readonly PickerGroup[];
  value: readonly PickerOption[];
  onChange: (value: PickerOption[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

/**
 * A searchable multi-select (downshift's combobox + multiple selection, WAI-ARIA combobox pattern): typing
 * filters, options grouped under their classification, the chosen packages as removable chips, at most 3.
 */
export function PackageCombobox({ label, groups, value, onChange, onBlur, error }: PackageComboboxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [inputValue, setInputValue] = useState('');
  const atLimit = value.length >= MAX_ENQUIRY_PACKAGES;
  const chosenIds = useMemo(() => new Set(value.map((item) => item.id)), [value]);
  const visible = useMemo(() => visiblePickerOptions(groups, inputValue, chosenIds), [groups, inputValue, chosenIds]);

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<PickerOption>({
    selectedItems: [...value],
    itemToKey: (item) => item?.id ?? null,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems),
  });

  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getInputProps, getItemProps, getToggleButtonProps } =
    useCombobox<PickerOption>({
      id,
      items: visible.items,
      itemToString: (item) => item?.title ?? '',
      itemToKey: (item) => item?.id ?? null,
      // The text is downshift's own (not a controlled prop): a controlled value reaches the input only after
      // `onStateChange`, an effect later, and keys typed in between were lost. `inputValue` mirrors it for the filter.
      selectedItem: null,
      isItemDisabled: () => atLimit,
      stateReducer: (state, { changes, type }) => {
        // Keep the menu open and the typed text cleared after a choice, so several can be picked in a row.
        if (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick) {
          return { ...changes, isOpen: true, highlightedIndex: 0, inputValue: '' };
        }
        // Only typing changes the text otherwise (downshift writes a highlighted title on blur, clears on Escape).
        if (type !== useCombobox.stateChangeTypes.InputChange) return { ...changes, inputValue: state.inputValue };
        return changes;
      },
      onStateChange: ({ type, selectedItem, inputValue: typed }) => {
        if (typed !== undefined) setInputValue(typed);
        if (
          selectedItem &&
          !atLimit &&
          (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick)
        ) {
          onChange([...value, selectedItem]);
        }
      },
    });

  const describedBy = [atLimit ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const nothingMatches = isOpen && visible.items.length === 0 && !atLimit;

  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} {...getLabelProps()}>
        {label}
      </label>
      {value.length > 0 ? (
        <ul className={styles.chips} aria-label="Selected packages">
          {value.map((item, index) => (
            <li key={item.id} className={styles.chip}>
              <span>{item.title}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${item.title}`}
                {...getSelectedItemProps({
                  selectedItem: item,
                  index,
                  onClick: (event) => {
                    // Downshift's own click (make this chip active) would be a second update in the same
                    // event, and with controlled items it would put the removed chip back.
                    (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
                    removeSelectedItem(item);
                  },
                })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={`${formStyles.inputGroup} ${styles.control}`}>
        <input
          className={`${formStyles.input} ${formStyles.groupedInput}`}
          placeholder={atLimit ? '' : 'Search packages'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...getInputProps({ ...getDropdownProps({ preventKeyAction: isOpen }), onBlur })}
        />
        <button type="button" className={formStyles.toggle} aria-label="Show packages" {...getToggleButtonProps()}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div className={styles.menu} hidden={!isOpen || (visible.items.length === 0 && !atLimit)} {...getMenuProps()}>
          {isOpen
            ? visible.groups.map((group, groupIndex) => (
                <div key={group.title} role="group" aria-labelledby={`${id}-group-${groupIndex}`}>
                  <div id={`${id}-group-${groupIndex}`} role="presentation" className={styles.groupTitle}>
                    {group.title}
                  </div>
                  {group.options.map(({ option, index }) => (
                    <div
                      key={option.id}
                      className={styles.option}
                      data-highlighted={highlightedIndex === index ? '' : undefined}
                      {...getItemProps({ item: option, index })}
                    >
                      {option.title}
                    </div>
                  ))}
                </div>
              ))
            : null}
        </div>
        {nothingMatches ? (
          <p className={styles.empty} role="status">
            {validationMessages.noOptionsFound}
          </p>
        ) : null}
      </div>
      {atLimit ? (
        <p id={hintId} className={styles.hint} role="status">
          {MAX_ENQUIRY_PACKAGES_HINT}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
