import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Web stories with their slides, videos, and photo albums with their photos. */
export const webStories = pgTable(
  'web_stories',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    image: text('image').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('web_stories_slug_idx').on(t.slug), index('web_stories_published_idx').on(t.publishedAt, t.title)],
);

export const webStorySlides = pgTable(
  'web_story_slides',
  {
    storyId: text('story_id')
      .notNull()
      .references(() => webStories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    image: text('image').notNull(),
    heading: text('heading').notNull(),
    text: text('text').notNull(),
    linkUrl: text('link_url'),
    linkLabel: text('link_label'),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.position] }), uniqueIndex('web_story_slides_image_idx').on(t.image)],
);

export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    image: text('image').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    tags: text('tags').array().notNull().default([]),
    sourceKind: text('source_kind').$type<'file' | 'embed'>().notNull(),
    sourceUrl: text('source_url').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('videos_slug_idx').on(t.slug), index('videos_published_idx').on(t.publishedAt, t.title)],
);

export const photoAlbums = pgTable(
  'photo_albums',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    image: text('image').notNull(),
    tags: text('tags').array().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('photo_albums_slug_idx').on(t.slug), index('photo_albums_published_idx').on(t.publishedAt, t.title)],
);

export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    albumId: text('album_id')
      .notNull()
      .references(() => photoAlbums.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    image: text('image').notNull(),
    caption: text('caption').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [uniqueIndex('photos_album_position_idx').on(t.albumId, t.position), uniqueIndex('photos_image_idx').on(t.image)],
);
