import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../build-catalogue.ts';
import { buildContent } from '../content/build-content.ts';
import { buildZoomSessions } from '../zoom-sessions.ts';
import { comingYatraSeason } from '@pilgrim/schema/rules';

/** The texts people read: not ids, slugs or paths (which keep the year they were made with). */
const textsOf = (rows: object[]) =>
  rows.flatMap((row) => Object.values(row).filter((value): value is string => typeof value === 'string' && !value.startsWith('/') && !/^[a-z0-9-]+$/.test(value)));

/** The seeded rows on `today`: the texts that look ahead (not the photos and videos of past seasons) and the content's dates. */
function seeded(today: Date) {
  const catalogue = buildCatalogue({ today });
  const content = buildContent(new Set(catalogue.packages.map((row) => row.slug)), today);
  const { photoAlbums, photos, videos, notices, ...current } = content;
  const texts = textsOf([...catalogue.categories, ...catalogue.packages, ...Object.values(current).flat(), ...notices, ...buildZoomSessions(today)]);
  // The noticeboard is dated from the seed day (one notice is still to come); the rest as written, moved by whole years.
  const dated: { publishedAt?: Date | null }[] = [...content.contentItems, ...content.webStories, ...photoAlbums, ...videos, ...content.pages];
  const published = dated.flatMap((row) => (row.publishedAt ? [row.publishedAt] : []));
  return { catalogue, content, texts, pastTexts: textsOf([...photoAlbums, ...photos, ...videos]), published };
}

describe('the coming yatra season', () => {
  it("is this year's until the end of September in India, then next year's", () => {
    expect(comingYatraSeason(new Date('2026-03-01T06:00:00Z'))).toBe(2026);
    expect(comingYatraSeason(new Date('2026-09-30T18:00:00Z'))).toBe(2026);
    // 00:00 on 1 October in India.
    expect(comingYatraSeason(new Date('2026-09-30T18:30:00Z'))).toBe(2027);
    expect(comingYatraSeason(new Date('2026-11-28T06:00:00Z'))).toBe(2027);
  });
});

describe('the seed on 28 November 2026', () => {
  const today = new Date('2026-11-28T06:00:00Z');
  const { catalogue, content, texts, pastTexts, published } = seeded(today);

  it('names the 2027 season, as the promo does, and never the 2026 one that is over', () => {
    expect(texts.filter((text) => text.includes('{season'))).toEqual([]);
    // 'From the 2026 season our helicopter groups meet in Lucknow' looks back; 'Yatra 2026', 'the 2026 season are open' ahead.
    expect(texts.filter((text) => /\b(Yatras?|for|for the|of) 2026\b|\b2026 (Dates|dates|Kailash|Himalayan|Package|by|with|registrations|-)/.test(text))).toEqual([]);
    expect(texts.filter((text) => /\b(202[0-5])\b/.test(text) && !/since 20|in 2009|2013 flood|Act, 2023/.test(text))).toEqual([]);
    expect(catalogue.packages.find((row) => row.slug === 'kailash-mansarovar-yatra-free-registration')?.title).toBe('Kailash Mansarovar Yatra 2027 - Free Registration');
    expect(content.contentItems.find((row) => row.slug === 'kailash-mansarovar-yatra-2026-dates')?.title).toBe('Kailash Mansarovar Yatra 2027 Dates Announced');
    expect(content.notices.map((row) => row.title)).toContain('Kailash Mansarovar Yatra 2027 registrations are open');
    expect(content.pages.find((row) => row.slug === 'special-yatra')?.title).toBe('Kailash Mansarovar Yatra 2027: Special Registration');
    // Last season's photos and videos: 2026's.
    expect(content.photoAlbums.find((row) => row.slug === 'kailash-mansarovar-yatra-2025')?.title).toBe('Kailash Mansarovar Yatra 2026');
    expect(pastTexts.filter((text) => /\b202[0-5]\b/.test(text))).toEqual([]);
  });

  it('publishes nothing after the seed day, the texts keeping their ages before the season', () => {
    expect(published.filter((date) => date > today)).toEqual([]);
    const news = content.contentItems.find((row) => row.slug === 'kailash-mansarovar-yatra-2026-dates');
    expect(news?.publishedAt?.getUTCFullYear()).toBe(2026);
  });
});

describe('the seed in the autumn the texts were written in', () => {
  it('keeps their years and dates as written', () => {
    const { content } = seeded(new Date('2025-10-15T06:00:00Z'));
    const news = content.contentItems.find((row) => row.slug === 'kailash-mansarovar-yatra-2026-dates');
    expect(news?.title).toBe('Kailash Mansarovar Yatra 2026 Dates Announced');
    expect(news?.publishedAt?.getUTCFullYear()).toBe(2025);
  });
});
