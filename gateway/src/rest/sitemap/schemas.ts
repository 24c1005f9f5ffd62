import { z } from 'zod';

/** What a sitemap reads of each REST list item: its slug, what its path needs and a date. Other fields are dropped. */
export const sitemapPageSchema = z.object({ slug: z.string().min(1), updatedAt: z.string() });
export const sitemapCategorySchema = z.object({ slug: z.string().min(1) });
export const sitemapArticleSchema = z.object({ slug: z.string().min(1), category: z.string().min(1), publishedAt: z.string() });
export const sitemapDatedSchema = z.object({ slug: z.string().min(1), publishedAt: z.string() });
export const sitemapPackageSchema = z.object({
  slug: z.string().min(1),
  category: z.array(z.object({ slug: z.string().min(1) })),
});
