import { z } from '@hono/zod-openapi';

/** The shapes of CONTRACT.md "Content (issue 11)"; package cards come from the catalogue (deps.cards.schema). */
const iso = z.string().openapi({ example: '2025-08-02T06:00:00.000Z' });
const mediaPath = (example: string) => z.string().openapi({ example });
const summary = z.string().openapi({ description: 'Plain text, one or two sentences (card text, meta description)' });
const LinkSchema = z.object({ url: z.string(), label: z.string() }).openapi('ContentLink');

export const ContentCategorySchema = z
  .object({ _id: z.string(), slug: z.string(), title: z.string(), description: z.string(), count: z.number().int() })
  .openapi('ContentCategory');

const DestinationSchema = z.object({ slug: z.string(), title: z.string() }).nullable().openapi({ description: 'The catalogue category the item is about' });

const articleBase = {
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary,
  category: z.string().openapi({ example: 'yatra-guides' }),
  categoryTitle: z.string().openapi({ example: 'Yatra Guides' }),
  destination: DestinationSchema,
  publishedAt: iso,
};

export const BlogCardSchema = z
  .object({
    ...articleBase,
    image: mediaPath('/media/blogs/kedarnath-trek-tips'),
    blogimage: z.string(),
    author: z.string(),
    readingMinutes: z.number().int(),
  })
  .openapi('BlogCard');
export const BlogDetailSchema = BlogCardSchema.extend({ bodyHtml: z.string(), related: z.array(BlogCardSchema) }).openapi('BlogDetail');

export const NewsCardSchema = z.object({ ...articleBase, image: mediaPath('/media/news/char-dham-portals-open'), newsimage: z.string() }).openapi('NewsCard');
export const NewsDetailSchema = NewsCardSchema.extend({ bodyHtml: z.string(), related: z.array(NewsCardSchema) }).openapi('NewsDetail');

export const CollectionCardSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    summary,
    image: mediaPath('/media/collections/char-dham-by-helicopter'),
    collectionimage: z.string(),
    packageCount: z.number().int(),
    publishedAt: iso,
  })
  .openapi('CollectionCard');

export const WebStorySlideSchema = z
  .object({ position: z.number().int(), image: mediaPath('/media/stories/char-dham-yatra-at-a-glance-1'), heading: z.string(), text: z.string(), link: LinkSchema.nullable() })
  .openapi('WebStorySlide');
export const WebStorySchema = z
  .object({ _id: z.string(), slug: z.string(), title: z.string(), summary, image: z.string(), publishedAt: iso, slides: z.array(WebStorySlideSchema) })
  .openapi('WebStory');
export const WebStoryDetailSchema = WebStorySchema.extend({ nextSlug: z.string().nullable(), previousSlug: z.string().nullable() }).openapi('WebStoryDetail');

export const VideoSourceSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('file'), url: mediaPath('/media/clips/kailash-parikrama-day-by-day.webm'), mimeType: z.literal('video/webm') }),
    z.object({ kind: z.literal('embed'), url: z.string(), mimeType: z.null() }),
  ])
  .openapi('VideoSource');
export const VideoSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    summary,
    image: mediaPath('/media/videos/kailash-parikrama-day-by-day'),
    durationSeconds: z.number().int(),
    duration: z.string().openapi({ example: '12:34' }),
    tags: z.array(z.string()),
    source: VideoSourceSchema,
    publishedAt: iso,
  })
  .openapi('Video');

export const PhotoAlbumSchema = z
  .object({ _id: z.string(), slug: z.string(), title: z.string(), summary, image: z.string(), tags: z.array(z.string()), photoCount: z.number().int(), publishedAt: iso })
  .openapi('PhotoAlbum');
export const PhotoSchema = z
  .object({ _id: z.string(), position: z.number().int(), image: mediaPath('/media/photos/char-dham-yatra-2025-1'), caption: z.string(), width: z.number().int(), height: z.number().int() })
  .openapi('Photo');
export const PhotoAlbumDetailSchema = PhotoAlbumSchema.extend({ photos: z.array(PhotoSchema) }).openapi('PhotoAlbumDetail');

export const BankAccountSchema = z
  .object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string(), ifsc: z.string(), branch: z.string(), accountType: z.string(), upiId: z.string().nullable() })
  .openapi('BankAccount');
export const PageLinkSchema = z.object({ label: z.string(), url: z.string(), kind: z.enum(['android', 'ios', 'link']) }).openapi('PageLink');
export const PageCardSchema = z
  .object({ _id: z.string(), slug: z.string(), title: z.string(), summary, image: mediaPath('/media/pages/about-us'), publishedAt: iso, updatedAt: iso })
  .openapi('PageCard');

export const NoticeSchema = z
  .object({ _id: z.string(), title: z.string(), text: z.string(), link: LinkSchema.nullable(), publishedAt: iso, expiresAt: iso.nullable() })
  .openapi('Notice');

export type ContentCategory = z.infer<typeof ContentCategorySchema>;
export type BlogCard = z.infer<typeof BlogCardSchema>;
export type BlogDetail = z.infer<typeof BlogDetailSchema>;
export type NewsCard = z.infer<typeof NewsCardSchema>;
export type NewsDetail = z.infer<typeof NewsDetailSchema>;
export type CollectionCard = z.infer<typeof CollectionCardSchema>;
export type WebStory = z.infer<typeof WebStorySchema>;
export type WebStoryDetail = z.infer<typeof WebStoryDetailSchema>;
export type Video = z.infer<typeof VideoSchema>;
export type PhotoAlbum = z.infer<typeof PhotoAlbumSchema>;
export type PhotoAlbumDetail = z.infer<typeof PhotoAlbumDetailSchema>;
export type PageCard = z.infer<typeof PageCardSchema>;
export type Notice = z.infer<typeof NoticeSchema>;
export type BankAccount = z.infer<typeof BankAccountSchema>;
export type PageLink = z.infer<typeof PageLinkSchema>;
