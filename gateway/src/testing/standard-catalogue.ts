import { standardArticles } from './fake-blogs-news.ts';
import type { FakeCatalogue } from './fake-catalogue.ts';
import { webStory } from './fake-web-stories.ts';
import { standardVideosAndAlbums } from './fake-videos-photos.ts';
import { standardReviews } from './fake-reviews.ts';
import { categorySummary, contentItem, menuCategory, packageDetail, zoomSession } from './fixtures.ts';

export const KAILASH = { slug: 'kailash-mansarovar', title: 'Kailash Mansarovar' };
export const CHAR_DHAM = { slug: 'char-dham', title: 'Char Dham' };
export const KAILASH_PACKAGE_COUNT = 30;

/**
 * 30 Kailash packages (package-1 a seat option, package-2 a registration, package-3 the cheapest),
 * one Char Dham package (package-31) still 'Coming Soon..', a menu of both categories, two content items (search), a picker,
 * four upcoming Zoom sessions, ten web stories of five slides, 14 videos, 3 photo albums, 14 text and 3 video reviews and the blogs and news of `standardArticles`.
 */
export function standardCatalogue(): FakeCatalogue {
  const kailash = Array.from({ length: KAILASH_PACKAGE_COUNT }, (_, index) => packageDetail(index + 1));
  const [seatOption, registration, cheapest] = kailash;
  if (!seatOption || !registration || !cheapest) throw new Error('fixture needs three packages');
  seatOption.prices = {
    inrPrice: 200000,
    inrPriceSpecial: 190000,
    isApplySeatOption: true,
    packagePrice: [
      { title: 'Twin sharing', inrPrice: 180000, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 110000 }] },
    ],
  };
  registration.isRegistration = true;
  cheapest.prices = { ...cheapest.prices, inrPriceSpecial: 99000 };
  const comingSoon = packageDetail(31, {
    title: 'Char Dham Yatra by Helicopter',
    category: [CHAR_DHAM],
    classification: 'domestic',
    prices: { inrPrice: 0, inrPriceSpecial: 0, isApplySeatOption: false, packagePrice: [] },
  });

  const helicopter = categorySummary(3, { slug: 'kailash-by-helicopter', title: 'By Helicopter', parentId: 'c1' });
  const menuEntry = (p: { _id: string; slug: string; title: string; titleForApp: string | null; duration: string }) => ({
    _id: p._id,
    slug: p.slug,
    title: p.title,
    titleForApp: p.titleForApp,
    duration: p.duration,
  });

  return {
    packages: [...kailash, comingSoon],
    menu: [
      menuCategory(1, {
        ...KAILASH,
        classification: 'international',
        isPopular: true,
        subCategory: [helicopter],
        packages: kailash.slice(0, 3).map(menuEntry),
      }),
      menuCategory(2, { ...CHAR_DHAM, classification: 'domestic', packages: [menuEntry(comingSoon)] }),
    ],
    content: [
      contentItem(1, { title: 'Kailash packing list' }),
      contentItem(2, { kind: 'collection', slug: 'temple-trails', title: 'Temple trails', category: null }),
    ],
    picker: [
      { ID: kailash[0]?._id ?? '', title: 'Package 1', titleForApp: null, classification: 'international' },
      { ID: comingSoon._id, title: comingSoon.title, titleForApp: null, classification: 'domestic' },
      { ID: 'f00000000000000000000001', title: 'Special yatra', titleForApp: null, classification: null },
    ],
    zoomSessions: [1, 2, 3, 4].map((n) => zoomSession(n)),
    webStories: Array.from({ length: 10 }, (_, index) => webStory(index + 1)),
    ...standardVideosAndAlbums(),
    reviews: standardReviews(kailash),
    articles: standardArticles(),
    trending: { packageIds: [kailash[0]?._id ?? '', kailash[1]?._id ?? ''], categoryIds: [helicopter._id] },
  };
}
