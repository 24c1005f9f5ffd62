import type { faqs } from '../../db/schema/faqs.ts';
import type { reviews } from '../../db/schema/reviews.ts';
import type { categoryWeatherPlaces, packageWeatherPlaces, weatherPlaces } from '../../db/schema/weather.ts';
import { baseCatalogue } from '../build-catalogue.ts';
import { stableId } from '../ids.ts';
import type { PackageSeed } from '../types.ts';
import { ADI_KAILASH_FAQS, CHAR_DHAM_FAQS, GENERAL_FAQS, KAILASH_FAQS, PACKAGE_FAQS, type FaqGroupSeed } from './faq-seeds.ts';
import { familyOf, REVIEWERS, REVIEW_TEXTS } from './review-texts.ts';
import { VIDEO_REVIEWS } from './video-reviews.ts';
import { CATEGORY_PLACES, normalsOf, placeSeeds, ROUTE_PLACES } from './weather-places.ts';

export type CommunityRows = {
  reviews: (typeof reviews.$inferInsert)[];
  faqs: (typeof faqs.$inferInsert)[];
  weatherPlaces: (typeof weatherPlaces.$inferInsert)[];
  packageWeatherPlaces: (typeof packageWeatherPlaces.$inferInsert)[];
  categoryWeatherPlaces: (typeof categoryWeatherPlaces.$inferInsert)[];
};

/** Seasons pilgrims travel in, by family (YYYY-MM), cycled through the reviews. */
const SEASONS: Record<string, string[]> = {
  kailash: ['2024-06', '2024-07', '2024-08', '2025-06', '2025-07', '2025-08', '2025-09'],
  'adi-kailash': ['2024-06', '2024-09', '2025-05', '2025-06', '2025-10'],
  dham: ['2024-05', '2024-06', '2024-09', '2024-10', '2025-05', '2025-09', '2025-10'],
  temple: ['2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-11'],
  abroad: ['2024-10', '2024-12', '2025-03', '2025-04', '2025-10'],
};

const ALBUM_OF: Record<string, [string, number]> = { kailash: ['kailash-mansarovar-yatra-2025', 9], 'adi-kailash': ['adi-kailash-and-om-parvat', 6], dham: ['char-dham-yatra-2025', 7] };

/** A review's date: some days after the trip, so lists are in a believable order. */
const writtenAfter = (travelMonth: string, days: number) => new Date(Date.parse(`${travelMonth}-01T10:00:00Z`) + (20 + days) * 86_400_000);

function textReviews(onSale: PackageSeed[]): CommunityRows['reviews'] {
  const rows: CommunityRows['reviews'] = [];
  onSale.forEach((pkg, index) => {
    const family = familyOf(pkg.route);
    // Two reviews for the yatras people review most (Kailash, the dhams), one for the others.
    const count = family === 'kailash' || family === 'dham' ? 2 : 1;
    for (let n = 0; n < count; n += 1) {
      const texts = REVIEW_TEXTS[family];
      const text = texts[(index + n * 3) % texts.length]!;
      const [name, city] = REVIEWERS[(index * 7 + n * 11) % REVIEWERS.length]!;
      const seasons = SEASONS[family]!;
      const travelMonth = seasons[(index + n) % seasons.length]!;
      const album = ALBUM_OF[family];
      const photos = album && (index + n) % 3 === 0 ? [1, 2].map((k) => `/media/photos/${album[0]}-${((index + n + k) % album[1]) + 1}`) : [];
      rows.push({
        id: stableId('review', `${pkg.slug}:${n}`),
        packageId: stableId('package', pkg.slug),
        format: 'text',
        rating: text.rating,
        title: text.title,
        body: text.body,
        travelMonth,
        reviewerName: name,
        reviewerCity: city,
        photos,
        isFeatured: text.rating === 5 && (index + n) % 4 === 0,
        createdAt: writtenAfter(travelMonth, (index * 3 + n) % 25),
      });
    }
  });
  return rows;
}

function videoReviews(slugs: Set<string>): CommunityRows['reviews'] {
  return VIDEO_REVIEWS.filter((video) => slugs.has(video.packageSlug)).map((video, index) => ({
    id: stableId('review', `video:${video.videoSlug}:${video.packageSlug}`),
    packageId: stableId('package', video.packageSlug),
    format: 'video' as const,
    rating: video.rating,
    title: video.title,
    body: video.body,
    travelMonth: video.travelMonth,
    reviewerName: video.name,
    reviewerCity: video.city,
    videoSlug: video.videoSlug,
    durationSeconds: video.seconds,
    isFeatured: index % 2 === 0,
    createdAt: writtenAfter(video.travelMonth, index),
  }));
}

function faqRows(groups: FaqGroupSeed[], type: 'general' | 'category' | 'package', typeId: string, key: string): CommunityRows['faqs'] {
  let order = 0;
  return groups.flatMap((group) =>
    group.items.map(([title, description]) => ({
      id: stableId('faq', `${key}:${group.slug}:${title}`),
      faqsType: type,
      faqsTypeId: typeId,
      groupSlug: group.slug,
      groupTitle: group.title,
      title,
      description,
      status: 'published' as const,
      sortOrder: (order += 1),
      createdAt: new Date('2025-01-15T06:00:00Z'),
    })),
  );
}

function allFaqs(onSale: PackageSeed[]): CommunityRows['faqs'] {
  const category = (slug: string, groups: FaqGroupSeed[]) => faqRows(groups, 'category', stableId('category', slug), `category:${slug}`);
  return [
    ...faqRows(GENERAL_FAQS, 'general', 'general', 'general'),
    ...category('kailash-mansarovar', KAILASH_FAQS),
    ...category('kailash-overland', KAILASH_FAQS),
    ...category('kailash-by-helicopter', KAILASH_FAQS),
    ...category('adi-kailash', ADI_KAILASH_FAQS),
    ...category('char-dham', CHAR_DHAM_FAQS),
    ...onSale.flatMap((pkg) => {
      const family = familyOf(pkg.route);
      const own = PACKAGE_FAQS[family];
      const shared = family === 'kailash' ? KAILASH_FAQS : family === 'adi-kailash' ? ADI_KAILASH_FAQS : family === 'dham' ? CHAR_DHAM_FAQS : [];
      return own || shared.length ? faqRows([...(own ?? []), ...shared], 'package', stableId('package', pkg.slug), `package:${pkg.slug}`) : [];
    }),
  ];
}

/** Reviews, FAQs and weather places for the packages seeded (by slug; generated `--scale` packages get none). */
export function buildCommunity(packageSlugs: Set<string>): CommunityRows {
  const seeded = baseCatalogue.filter((pkg) => packageSlugs.has(pkg.slug));
  const onSale = seeded.filter((pkg) => !pkg.registration && pkg.special > 0);
  const placeId = (slug: string) => stableId('weather-place', slug);
  return {
    reviews: [...textReviews(onSale), ...videoReviews(packageSlugs)],
    faqs: allFaqs(onSale),
    weatherPlaces: placeSeeds.map((place, index) => ({
      id: placeId(place.slug),
      slug: place.slug,
      name: place.name,
      aliases: place.aliases,
      region: place.region,
      country: place.country,
      latitude: place.latitude,
      longitude: place.longitude,
      elevationM: place.elevationM,
      timezone: place.timezone,
      normals: normalsOf(place),
      sortOrder: index,
    })),
    packageWeatherPlaces: seeded.flatMap((pkg) => (ROUTE_PLACES[pkg.route] ?? []).map((slug, position) => ({ packageId: stableId('package', pkg.slug), placeId: placeId(slug), position }))),
    categoryWeatherPlaces: Object.entries(CATEGORY_PLACES).flatMap(([slug, places]) => places.map((place, position) => ({ categoryId: stableId('category', slug), placeId: placeId(place), position }))),
  };
}
