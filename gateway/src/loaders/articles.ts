import DataLoader from 'dataloader';
import type { RestPage } from '../rest/envelope.ts';
import type { RestClient } from '../rest/http.ts';
import { MAX_ARTICLE_IDS_PER_CALL, type ArticlePageRequest, type ArticleRoutes } from '../rest/content/articles.ts';
import { alignWithKeys, once } from './keyed.ts';

const pageKey = ({ category, destination, page, limit }: ArticlePageRequest) =>
  `${category ?? ''}|${destination ?? ''}|${page}|${limit}`;

/**
 * The per-request loaders of blogs or news: the categories once, cards by id (one `id[]` call per tick), details
 * by slug (one call each, the api has no batch of details) and list pages (one call per distinct page). Pages
 * and details prime the cards by id, so a card a request already holds is never fetched again.
 */
export function createArticleLoaders<Card extends { _id: string }, Detail extends Card & { slug: string }>(
  client: RestClient,
  routes: ArticleRoutes<Card, Detail>,
) {
  const categories = once(() => routes.fetchCategories(client));

  const byId = new DataLoader<string, Card | null>(
    async (ids) => alignWithKeys(ids, await routes.fetchByIds(client, ids), (card) => card._id),
    { maxBatchSize: MAX_ARTICLE_IDS_PER_CALL },
  );

  const bySlug = new DataLoader<string, Detail | null>(
    (slugs) =>
      Promise.all(
        slugs.map(async (slug) => {
          const detail = await routes.fetchBySlug(client, slug);
          if (detail !== null) byId.prime(detail._id, detail);
          return detail;
        }),
      ),
    { batch: false },
  );

  const page = new DataLoader<ArticlePageRequest, RestPage<Card>, string>(
    (requests) =>
      Promise.all(
        requests.map(async (request) => {
          const answer = await routes.fetchPage(client, request);
          for (const card of answer.items) byId.prime(card._id, card);
          return answer;
        }),
      ),
    { batch: false, cacheKeyFn: pageKey },
  );

  return { categories, byId, bySlug, page };
}
