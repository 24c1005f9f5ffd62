import type { GatewayContext } from '../../context.ts';
import type { NodeResolvers, ResolversParentTypes } from '../../generated/resolvers-types.ts';

/** The name of a type implementing `Node`, as codegen lists them for `Node.__resolveType`. */
export type NodeTypeName = NonNullable<Awaited<ReturnType<NodeResolvers['__resolveType']>>>;

/** Reads one node by its REST `_id` for `Query.node`; null when the caller may not see it or it is gone. */
export type NodeLookup = (internalId: string, context: GatewayContext) => Promise<ResolversParentTypes['Node'] | null>;

/** A user route: a visitor reads null without a call; the api answers 404 to anyone but the owner. */
const ownersOnly =
  (lookup: NodeLookup): NodeLookup =>
  (internalId, context) =>
    context.userToken === null ? Promise.resolve(null) : lookup(internalId, context);

/**
 * How `Query.node` refetches each type implementing `Node`. `null`: no REST route reads one by id, so its ids answer
 * null (the schema conventions test allow-lists exactly these, with the reason).
 */
export const nodeLookups: Record<NodeTypeName, NodeLookup | null> = {
  Package: (id, { loaders }) => loaders.packageById.load(id),
  Category: (id, { loaders }) => loaders.categoryById.load(id),
  // The rich card (`/blogs?id[]=`, batched): a refetch reads what a list showed.
  Blog: (id, { loaders }) => loaders.blogById.load(id),
  NewsItem: (id, { loaders }) => loaders.newsById.load(id),
  // The rich card (`/collections?id[]=`): summary, package count and date without a second call.
  Collection: (id, { loaders }) => loaders.collectionById.load(id),
  Page: (id, { loaders }) => loaders.pageById.load(id),
  // Only current notices are listed (`GET /noticeboard-site`): an expired one reads as null.
  Notice: async (id, { loaders }) => (await loaders.currentNotices()).find((notice) => notice._id === id) ?? null,
  // `GET /passenger/{id}` with the caller's token.
  Traveller: ownersOnly((id, { loaders }) => loaders.travellerById.load(id)),
  // `GET /get-order/{id}`, likewise the owner's only.
  Order: ownersOnly((id, { loaders }) => loaders.orderById.load(id)),
  Payment: ownersOnly((id, { loaders }) => loaders.paymentById.load(id)),
  WebStory: (id, { loaders }) => loaders.webStoryById.load(id),
  // Only upcoming sessions are listed (`GET /zoommeeting/upcoming`): one that has started reads as null.
  ZoomSession: async (id, { loaders }) => (await loaders.upcomingZoomSessions()).find((session) => session._id === id) ?? null,
  Video: (id, { loaders }) => loaders.videoById.load(id),
  PhotoAlbum: (id, { loaders }) => loaders.photoAlbumById.load(id),
  // `GET /weather` lists every place (a few dozen): one call per request, shared with `weatherPlaces`.
  WeatherPlace: async (id, { loaders }) => (await loaders.weatherPlaces()).find((place) => place._id === id) ?? null,
  // The api reads FAQs by list only (no route by id): a FAQ is reached through `faqs(type:, id:)`.
  Faq: null,
  Review: (id, { loaders }) => loaders.reviewById.load(id),
  // `GET /get-group-order/{id}`: the organiser's and the members' only.
  GroupOrder: ownersOnly((id, { loaders }) => loaders.groupOrderById.load(id)),
  // No REST route reads one payment of a share: it is reached through its mutations.
  GroupSharePayment: null,
  // `GET /card-order/{id}`: a card the caller bought or received.
  GiftCard: ownersOnly((id, { loaders }) => loaders.giftCardById.load(id)),
  // `GET /registration/{id}` with the caller's token.
  Registration: ownersOnly((id, { loaders }) => loaders.registrationById.load(id)),
  Country: async (id, { loaders }) => (await loaders.countries()).find((country) => country._id === id) ?? null,
  // A city id starts with its country's code (`in-varanasi`): that country's list, once per request.
  City: async (id, { loaders }) => (await loaders.citiesOf.load(id.slice(0, 2).toUpperCase())).find((city) => city._id === id) ?? null,
  // A user reaches only their own Viewer node; anyone else's id reads as nothing.
  Viewer: async (id, { viewer }) => {
    const signedIn = await viewer();
    return signedIn !== null && signedIn._id === id ? signedIn : null;
  },
};

/**
 * Ids minted under an interface's name: content ids once read `ContentItem:…`; they resolve to the item's concrete
 * type (a blog, news item or collection), whichever it is.
 */
export const legacyNodeLookups: { ContentItem: NodeLookup } = {
  ContentItem: (id, { loaders }) => loaders.contentById.load(id),
};
