import type { BankAccount, PageLink } from '../../db/schema/content-pages.ts';

/** Seed shapes of the content domain; ids and media paths are derived from the slugs (seed/ids.ts). */
export type CategorySeedRow = { slug: string; title: string; description: string };

export type ArticleSeed = {
  slug: string;
  title: string;
  /** A blog or news category slug (content/categories.ts). */
  category: string;
  /** The catalogue category the article is about. */
  destination: string | null;
  /** ISO date of publication. */
  published: string;
  summary: string;
  body: string;
  author?: string;
};

export type CollectionSeed = { slug: string; title: string; published: string; summary: string; body: string; packages: string[] };

export type SlideSeed = { heading: string; text: string; link?: { url: string; label: string } };
export type StorySeed = { slug: string; title: string; published: string; summary: string; slides: SlideSeed[] };

export type VideoSeed = { slug: string; title: string; published: string; summary: string; seconds: number; tags: string[] };

export type PhotoSeed = { caption: string; portrait?: boolean };
export type AlbumSeed = { slug: string; title: string; published: string; summary: string; tags: string[]; photos: PhotoSeed[] };

export type PageSeed = {
  slug: string;
  title: string;
  summary: string;
  published: string;
  updated: string;
  body: string;
  packages?: string[];
  bankAccounts?: BankAccount[];
  links?: PageLink[];
};

/** Dated relative to the seed day, so the board always has current notices. */
export type NoticeSeed = { key: string; title: string; text: string; link: { url: string; label: string } | null; daysAgo: number; expiresInDays: number | null };
