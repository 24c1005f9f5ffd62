/**
 * Finds packages with given properties by reading the seeded catalogue from the REST api directly,
 * so tests never hard-code slugs the seed may not have.
 */
import type { MenuCategory, PackageCard, Prices } from './catalogue-rest-types.ts';
import { restData, restGet, type PagedEnvelope } from './rest.ts';
import type { StackUrls } from './stack-processes.ts';

export async function menuCategories(stack: StackUrls): Promise<MenuCategory[]> {
  return restData<MenuCategory[]>(stack.apiBaseUrl, '/categorymenu', stack.apiToken);
}

/** The REST `total` of a category's package list. */
export async function categoryTotal(stack: StackUrls, categorySlug: string): Promise<number> {
  const path = `/packages?category=${encodeURIComponent(categorySlug)}&page=1&limit=1`;
  const answer = await restGet<PagedEnvelope<PackageCard>>(stack.apiBaseUrl, path, `Bearer ${stack.apiToken}`);
  if (answer.status !== 200) throw new Error(`GET ${path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.total;
}

/** Every package of a category (its sub-categories included), all pages. */
export async function categoryPackages(stack: StackUrls, categorySlug: string): Promise<PackageCard[]> {
  const packages: PackageCard[] = [];
  for (let page = 1; ; page += 1) {
    const path = `/packages?category=${encodeURIComponent(categorySlug)}&page=${page}&limit=100`;
    const answer = await restGet<PagedEnvelope<PackageCard>>(stack.apiBaseUrl, path, `Bearer ${stack.apiToken}`);
    if (answer.status !== 200) throw new Error(`GET ${path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
    packages.push(...answer.body.data);
    if (answer.body.data.length === 0 || packages.length >= answer.body.total) return packages;
  }
}

/** Every package reachable from the menu's top-level categories, each once, in menu order. */
export async function allMenuPackages(stack: StackUrls): Promise<PackageCard[]> {
  const seen = new Map<string, PackageCard>();
  for (const category of await menuCategories(stack)) {
    for (const card of await categoryPackages(stack, category.slug)) if (!seen.has(card._id)) seen.set(card._id, card);
  }
  return [...seen.values()];
}

export const isComingSoon = (prices: Prices): boolean => prices.inrPriceSpecial <= 0;

export const hasSeatOptionPrice = (prices: Prices): boolean =>
  prices.isApplySeatOption && !isComingSoon(prices) && prices.packagePrice[0]?.passengerTypePrice[0] !== undefined;

/** On sale at its special price, with no seat option and no registration button. */
export const isOrdinary = (card: PackageCard): boolean =>
  !card.isRegistration && !card.prices.isApplySeatOption && !isComingSoon(card.prices);

/** Spec §4: the seat-option card price is half the sum of the first package price and the first passenger-type price. */
export function seatOptionAmount(prices: Prices): number {
  const row = prices.packagePrice[0];
  const passenger = row?.passengerTypePrice[0];
  if (row === undefined || passenger === undefined) throw new Error('no package price row with a passenger-type price');
  return (row.inrPrice + passenger.inrPrice) / 2;
}

/** The display label of an amount, Indian digit grouping: `₹1,45,000`. */
export const rupeeLabel = (amount: number): string =>
  `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount)}`;
