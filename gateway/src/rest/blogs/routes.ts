import { articleRoutes } from '../content/articles.ts';
import { blogCardSchema, blogDetailSchema } from './schemas.ts';

/** `GET /blog-categories`, `GET /blogs` (a page, `id[]`, `filterby=slug`). */
export const blogRoutes = articleRoutes({ path: '/blogs', categoriesPath: '/blog-categories' }, blogCardSchema, blogDetailSchema);
