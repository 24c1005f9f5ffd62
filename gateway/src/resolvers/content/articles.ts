import type DataLoader from 'dataloader';
import { connectionFromRestPages, connectionWindow, type Connection } from '../../domain/relay/index.ts';
import type { GatewayContext } from '../../context.ts';
import { detailGone } from './detail-gone.ts';
import type { ArticlePageRequest, ContentCategoryModel } from '../../rest/content/articles.ts';
import { isContentSlug } from '../../domain/content-slug.ts';
import type { RestPage } from '../../rest/envelope.ts';
import type { ContentItemModel } from '../../rest/content/types.ts';

/** What blogs and news share: cards with a category and a destination, details with a body and related cards. */
interface ArticleCard {
  _id: string;
  slug: string;
  category: string;
  summary: string;
  destination: { slug: string; title: string } | null;
}

/** The loaders of one kind (`loaders/articles.ts`), as the shared resolvers use them. */
export interface ArticleLoaders<Card extends ArticleCard, Detail extends Card> {
  categories: () => Promise<ContentCategoryModel[]>;
  byId: DataLoader<string, Card | null>;
  bySlug: DataLoader<string, Detail | null>;
  page: DataLoader<ArticlePageRequest, RestPage<Card>, string>;
}

/** How many related items a detail lists (CONTRACT.md: up to 4 newest others of its category). */
const RELATED_COUNT = 4;

/** The card fields of a parent: itself when it is a card or detail, else (a search or `/content` item) its card by id. */
export async function cardOf<Card extends ArticleCard>(
  parent: ContentItemModel | Card,
  byId: DataLoader<string, Card | null>,
): Promise<Card> {
  if ('summary' in parent) return parent;
  const card = await byId.load(parent._id);
  if (card === null) throw new Error(`Content item ${parent._id} is no longer published`);
  return card;
}

/** The detail of a parent: itself when it is one, else loaded by its slug; null when it has gone (see `detail-gone.ts`). */
export async function detailOf<Card extends ArticleCard, Detail extends Card & { bodyHtml: string }>(
  parent: ContentItemModel | Card | Detail,
  bySlug: DataLoader<string, Detail | null>,
  typeName: 'Blog' | 'NewsItem',
  context: GatewayContext,
): Promise<Detail | null> {
  if ('bodyHtml' in parent) return parent;
  return (await bySlug.load(parent.slug)) ?? detailGone(typeName, parent.slug, context);
}

/**
 * The related items: a detail's own; for a card, the newest page of its category less itself, the same rule
 * as the api's. That page is one call per category per request, so a list of cards asking for `related` costs
 * one call per category shown, never one per card.
 */
export async function relatedOf<Card extends ArticleCard, Detail extends Card & { related: Card[] }>(
  parent: ContentItemModel | Card | Detail,
  loaders: ArticleLoaders<Card, Detail>,
): Promise<Card[]> {
  if ('related' in parent) return parent.related;
  const card = await cardOf(parent, loaders.byId);
  const newest = await loaders.page.load({ category: card.category, destination: null, page: 1, limit: RELATED_COUNT + 1 });
  return newest.items.filter((item) => item._id !== card._id).slice(0, RELATED_COUNT);
}

/** The catalogue category an item is about (through the batched `categoryBySlug`), or null. */
export async function destinationOf<Card extends ArticleCard>(
  parent: ContentItemModel | Card,
  byId: DataLoader<string, Card | null>,
  { loaders }: GatewayContext,
) {
  const { destination } = await cardOf(parent, byId);
  return destination === null ? null : loaders.categoryBySlug.load(destination.slug);
}

export interface ArticleListArgs {
  category?: string | null;
  destination?: string | null;
  first?: number | null;
  after?: string | null;
}

const EMPTY_PAGE = { items: [], total: 0 };

/** A connection over the list pages; an unknown or malformed category or destination is an empty connection. */
export function articleConnection<Card extends ArticleCard>(
  { category, destination, first, after }: ArticleListArgs,
  page: DataLoader<ArticlePageRequest, RestPage<Card>, string>,
): Promise<Connection<Card>> {
  const window = connectionWindow(first, after);
  const filters = { category: category ?? null, destination: destination ?? null };
  const wellFormed = [filters.category, filters.destination].every((value) => value === null || isContentSlug(value));
  return connectionFromRestPages(window, async (request) =>
    wellFormed ? page.load({ ...filters, ...request }) : EMPTY_PAGE,
  );
}

/** A REST category as the GraphQL `ContentCategory`, with the path of its list page. */
export const contentCategory = (root: '/blogs' | '/news', { slug, title, description, count }: ContentCategoryModel) => ({
  slug,
  title,
  description,
  count,
  path: `${root}/${slug}`,
});

/** The categories of one kind in menu order, or the one with that slug (null when none has it). */
export async function contentCategories(root: '/blogs' | '/news', categories: () => Promise<ContentCategoryModel[]>) {
  return (await categories()).map((category) => contentCategory(root, category));
}

/** A detail by slug, null for an unknown slug (and, with no call, for a string that is no slug). */
export const articleBySlug = <Detail>(slug: string, bySlug: DataLoader<string, Detail | null>): Promise<Detail | null> =>
  isContentSlug(slug) ? bySlug.load(slug) : Promise.resolve(null);
