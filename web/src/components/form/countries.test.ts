import { describe, expect, it } from 'vitest';
import { dialCodeOf } from '@/lib/validation';
import { filterCountries, pickerCountries } from './countries';

const names = (query: string) => filterCountries(pickerCountries, query, dialCodeOf).map((country) => country.name);

describe('filterCountries', () => {
  it('lists every country for an empty query, India first', () => {
    expect(names('  ')[0]).toBe('India');
    expect(names('')).toHaveLength(pickerCountries.length);
  });

  it('matches part of the name, ignoring case', () => {
    expect(names('lank')).toEqual(['Sri Lanka']);
  });

  it('matches the dial code with or without its plus', () => {
    expect(names('+977')).toEqual(['Nepal']);
    expect(names('97')).toEqual(expect.arrayContaining(['Nepal', 'Bhutan', 'United Arab Emirates']));
  });

  it('matches the ISO code exactly', () => {
    expect(names('gb')).toEqual(['United Kingdom']);
  });

  it('returns nothing when no country matches', () => {
    expect(names('atlantis')).toEqual([]);
  });
});
