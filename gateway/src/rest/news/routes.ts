import { articleRoutes } from '../content/articles.ts';
import { newsCardSchema, newsDetailSchema } from './schemas.ts';

/** `GET /news-categories`, `GET /news` (spec §7: a page, `id[]`, `filterby=slug`). */
export const newsRoutes = articleRoutes({ path: '/news', categoriesPath: '/news-categories' }, newsCardSchema, newsDetailSchema);
