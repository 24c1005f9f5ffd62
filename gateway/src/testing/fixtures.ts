import type { ContentItemModel } from '../rest/content/types.ts';
import type { ZoomSessionModel } from '../rest/zoom-sessions/types.ts';
import type {
  CategorySummaryModel,
  MenuCategoryModel,
  PackageCardModel,
  PackageDetailModel,
} from '../rest/catalogue/types.ts';

/** A Mongo-style 24-hex id, distinct per prefix and number. */
export const objectId = (prefix: string, n: number): string =>
  `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;

export function packageCard(n: number, overrides: Partial<PackageCardModel> = {}): PackageCardModel {
  return {
    _id: objectId('a', n),
    slug: `package-${n}`,
    title: `Package ${n}`,
    anotherTitle: null,
    titleForApp: `Pkg ${n}`,
    duration: '11 Nights / 12 Days',
    image: `/media/packages/package-${n}`,
    category: [{ slug: 'kailash-mansarovar', title: 'Kailash Mansarovar' }],
    tourLabel: null,
    classification: 'international',
    isRegistration: false,
    prices: {
      inrPrice: 160000,
      inrPriceSpecial: 145000,
      isApplySeatOption: false,
      packagePrice: [{ title: 'Standard', inrPrice: 150000, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 140000 }] }],
    },
    ...overrides,
  };
}

export function packageDetail(n: number, overrides: Partial<PackageDetailModel> = {}): PackageDetailModel {
  return {
    ...packageCard(n),
    overview: `Overview of package ${n}`,
    highlights: ['Parikrama'],
    itinerary: [{ day: 1, title: 'Arrival', description: 'Arrive in Kathmandu' }],
    inclusions: ['Meals'],
    exclusions: ['Visa'],
    ...overrides,
  };
}

export function categorySummary(n: number, overrides: Partial<CategorySummaryModel> = {}): CategorySummaryModel {
  return {
    _id: objectId('c', n),
    slug: `category-${n}`,
    title: `Category ${n}`,
    anotherTitle: null,
    classification: 'domestic',
    description: null,
    image: `/media/categories/category-${n}`,
    isPopular: false,
    status: true,
    parentId: null,
    sortOrder: n,
    ...overrides,
  };
}

export function menuCategory(n: number, overrides: Partial<MenuCategoryModel> = {}): MenuCategoryModel {
  return { ...categorySummary(n), subCategory: [], packages: [], ...overrides };
}

export function contentItem(n: number, overrides: Partial<ContentItemModel> = {}): ContentItemModel {
  return {
    _id: objectId('b', n),
    slug: `blog-${n}`,
    title: `Blog ${n}`,
    kind: 'blog',
    category: 'travel-tips',
    image: `/media/blogs/blog-${n}`,
    ...overrides,
  };
}

/** A card in the `/search` shape: the same fields with lowercase price keys. */
export function searchPackage(card: PackageCardModel) {
  const { prices, ...rest } = card;
  return {
    ...rest,
    prices: {
      inrprice: prices.inrPrice,
      inrpricespecial: prices.inrPriceSpecial,
      isapplyseatoption: prices.isApplySeatOption,
      packageprice: prices.packagePrice.map((row) => ({
        title: row.title,
        inrprice: row.inrPrice,
        passengertypeprice: row.passengerTypePrice.map((p) => ({ passengerType: p.passengerType, inrprice: p.inrPrice })),
      })),
    },
  };
}

/** An upcoming Zoom session `n` weeks from 2026-12-05, Saturday 11:00 IST. */
export function zoomSession(n: number, overrides: Partial<ZoomSessionModel> = {}): ZoomSessionModel {
  const id = objectId('d', n);
  return {
    _id: id,
    meetingID: id,
    zoomMeetingID: `812 3456 ${String(7800 + n)}`,
    title: `Kailash Mansarovar Yatra briefing ${n}`,
    description: 'Route, fitness and permits',
    host: 'Yatra desk',
    startsAt: new Date(Date.UTC(2026, 11, 5 + 7 * (n - 1), 5, 30)).toISOString(),
    durationMinutes: 60,
    seatsLeft: 100 - n,
    ...overrides,
  };
}
