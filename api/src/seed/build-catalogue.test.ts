import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue.ts';

describe('buildCatalogue', () => {
  const rows = buildCatalogue();

  it('builds at least 60 packages with unique slugs and 24-hex ids', () => {
    expect(rows.packages.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.packages.map((row) => row.slug)).size).toBe(rows.packages.length);
    expect(rows.packages.every((row) => /^[0-9a-f]{24}$/.test(row.id))).toBe(true);
  });

  it('has exactly one registration package, linked by its slug', () => {
    const registrations = rows.packages.filter((row) => row.isRegistration);
    expect(registrations.map((row) => row.slug)).toEqual(['kailash-mansarovar-yatra-free-registration']);
  });

  it('has seat-option packages with passenger-type prices and some coming-soon packages', () => {
    const seatOption = rows.packages.filter((row) => row.isApplySeatOption);
    expect(seatOption.length).toBeGreaterThanOrEqual(6);
    for (const row of seatOption) {
      expect(rows.passengerTypePrices.some((price) => price.packageId === row.id && price.pricePosition === 0)).toBe(true);
    }
    const comingSoon = rows.packages.filter((row) => row.inrPriceSpecial === 0 && !row.isRegistration);
    expect(comingSoon.length).toBeGreaterThanOrEqual(5);
  });

  it('keeps ids stable across builds', () => {
    expect(buildCatalogue().packages.map((row) => row.id)).toEqual(rows.packages.map((row) => row.id));
  });

  it('gives every package a home category at position 0', () => {
    const homes = new Set(rows.packageCategories.filter((row) => row.position === 0).map((row) => row.packageId));
    expect(homes.size).toBe(rows.packages.length);
  });

  it('points trending lists at existing packages and categories', () => {
    const packageIds = new Set(rows.packages.map((row) => row.id));
    const categoryIds = new Set(rows.categories.map((row) => row.id));
    for (const list of rows.trendingLists) {
      const known = list.kind === 'packages' ? packageIds : categoryIds;
      expect(list.itemIds.every((id) => known.has(id)), list.id).toBe(true);
    }
  });

  it('grows to the requested package count with unique slugs when scaled', () => {
    const scaled = buildCatalogue({ packageCount: 500 });
    expect(scaled.packages).toHaveLength(500);
    expect(new Set(scaled.packages.map((row) => row.slug)).size).toBe(500);
    expect(scaled.packages.filter((row) => row.isRegistration)).toHaveLength(1);
  });
});
