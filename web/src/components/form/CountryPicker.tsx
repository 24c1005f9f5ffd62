'use client';

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { dialCodeOf, type CountryCode } from '@/lib/validation';
import styles from './CountryPicker.module.css';
import { filterCountries, pickerCountries } from './countries';

type CountryPickerProps = {
  value: CountryCode;
  onChange: (country: CountryCode) => void;
  disabled?: boolean;
};

/**
 * The dial-code picker beside a mobile number: a button showing the dial code, opening a searchable
 * list (combobox + listbox). Arrow keys move, Enter picks, Escape closes and returns to the button.
 */
export function CountryPicker({ value, onChange, disabled }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const searchId = useId();

  const matches = useMemo(() => filterCountries(pickerCountries, query, dialCodeOf), [query]);
  const selected = pickerCountries.find((country) => country.code === value);
  const selectedName = selected?.name ?? value;

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openList = () => {
    setQuery('');
    setActiveIndex(Math.max(pickerCountries.findIndex((country) => country.code === value), 0));
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const pick = (country: CountryCode) => {
    onChange(country);
    close();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const country = matches[activeIndex];
      if (country) pick(country.code);
    } else if (event.key === 'Escape') {
      // Closes the list only, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const activeOption = matches[activeIndex];

  return (
    <div ref={rootRef} className={styles.picker}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`Country code: ${selectedName} ${dialCodeOf(value)}`}
        disabled={disabled}
        onClick={() => (open ? close() : openList())}
      >
        <span className={styles.iso}>{value}</span>
        <span>{dialCodeOf(value)}</span>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div className={styles.popover}>
          <label htmlFor={searchId} className="visually-hidden">
            Search country
          </label>
          <input
            ref={searchRef}
            id={searchId}
            className={styles.search}
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? `${listId}-${activeOption.code}` : undefined}
            placeholder="Search country"
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <ul id={listId} role="listbox" aria-label="Countries" className={styles.list}>
            {matches.map((country, index) => (
              <li
                key={country.code}
                id={`${listId}-${country.code}`}
                role="option"
                aria-selected={country.code === value}
                className={`${styles.option} ${index === activeIndex ? styles.active : ''}`}
                onMouseEnter={() => setActiveIndex(index)}
                onClick={() => pick(country.code)}
              >
                <span>{country.name}</span>
                <span className={styles.dial}>{dialCodeOf(country.code)}</span>
              </li>
            ))}
            {matches.length === 0 && <li className={styles.empty}>No country found</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
