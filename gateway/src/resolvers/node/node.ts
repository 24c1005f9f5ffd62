import { parseGlobalId } from '../../domain/relay/index.ts';
import type { NodeResolvers, QueryResolvers } from '../../generated/resolvers-types.ts';
import type { ContentItemModel } from '../../rest/content/types.ts';
import { contentTypeName } from '../content/content-item.ts';

/** A blog id must not answer a news item: the concrete type in the id has to match (the legacy `ContentItem` any). */
const contentOfType = (item: ContentItemModel | null, type: string): ContentItemModel | null =>
  item !== null && (type === 'ContentItem' || contentTypeName(item) === type) ? item : null;

export const nodeQuery: Pick<QueryResolvers, 'node'> = {
  node: async (_root, { id }, { loaders, viewer, userToken }) => {
    const { type, internalId } = parseGlobalId(id);
    switch (type) {
      case 'Package':
        return loaders.packageById.load(internalId);
      case 'Category':
        return loaders.categoryById.load(internalId);
      case 'Blog':
        // The rich card (`/blogs?id[]=`, batched): a refetch reads what a list showed.
        return loaders.blogById.load(internalId);
      case 'NewsItem':
        return loaders.newsById.load(internalId);
      case 'ContentItem':
        return contentOfType(await loaders.contentById.load(internalId), type);
      case 'Collection':
        // The rich card (`/collections?id[]=`): summary, package count and date without a second call.
        return loaders.collectionById.load(internalId);
      case 'Page':
        return loaders.pageById.load(internalId);
      case 'Notice':
        // Only current notices are listed (`GET /noticeboard-site`): an expired one reads as null.
        return (await loaders.currentNotices()).find((notice) => notice._id === internalId) ?? null;
      case 'Traveller':
        // `GET /passenger/{id}` with the caller's token: a visitor, or anyone but the owner, reads null.
        return userToken === null ? null : loaders.travellerById.load(internalId);
      case 'Order':
        // `GET /get-order/{id}`, likewise the owner's only (the api answers 404 to anyone else).
        return userToken === null ? null : loaders.orderById.load(internalId);
      case 'Payment':
        return userToken === null ? null : loaders.paymentById.load(internalId);
      case 'WebStory':
        return loaders.webStoryById.load(internalId);
      case 'ZoomSession':
        // Only upcoming sessions are listed (`GET /zoommeeting/upcoming`): one that has started reads as null.
        return (await loaders.upcomingZoomSessions()).find((session) => session._id === internalId) ?? null;
      case 'Video':
        return loaders.videoById.load(internalId);
      case 'PhotoAlbum':
        return loaders.photoAlbumById.load(internalId);
      case 'WeatherPlace':
        // `GET /weather` lists every place (a few dozen): one call per request, shared with `weatherPlaces`.
        return (await loaders.weatherPlaces()).find((place) => place._id === internalId) ?? null;
      case 'Faq':
        // The api reads FAQs by list only (no route by id): a FAQ is reached through `faqs(type:, id:)`.
        return null;
      case 'Review':
        return loaders.reviewById.load(internalId);
      case 'GroupOrder':
        // `GET /get-group-order/{id}`: the organiser's and the members' only (the api answers 404 to anyone else).
        return userToken === null ? null : loaders.groupOrderById.load(internalId);
      case 'GroupSharePayment':
        // No REST route reads one payment of a share: it is reached through its mutations.
        return null;
      case 'GiftCard':
        // `GET /card-order/{id}`: a card the caller bought or received; anyone else reads null.
        return userToken === null ? null : loaders.giftCardById.load(internalId);
      case 'Registration':
        // `GET /registration/{id}` with the caller's token: a visitor, or anyone but the owner, reads null.
        return userToken === null ? null : loaders.registrationById.load(internalId);
      case 'Country':
        return (await loaders.countries()).find((country) => country._id === internalId) ?? null;
      case 'City':
        // A city id starts with its country's code (`in-varanasi`): that country's list, once per request.
        return (await loaders.citiesOf.load(internalId.slice(0, 2).toUpperCase())).find((city) => city._id === internalId) ?? null;
      case 'Viewer': {
        // A user reaches only their own Viewer node; anyone else's id reads as nothing.
        const signedIn = await viewer();
        return signedIn !== null && signedIn._id === internalId ? signedIn : null;
      }
      default:
        // Every node type has its lookup above; this keeps the switch total.
        return null;
    }
  },
};

/**
 * Tells the models apart by a field only each has: reviews their `verifiedTrip`, Zoom sessions their `zoomMeetingID`, weather places their `elevationM`, FAQs their `qgroup`, web stories their `slides`, orders their `reference`, payments their `providerOrderId`,
 * travellers their `dob`, users their `email`, videos their `durationSeconds`, photo albums their `photoCount`, notices their `expiresAt`, static pages their `updatedAt`, content items their `kind` (which names the concrete type) (payments have one too, so they come
 * first), packages their `prices`.
 */
export const Node: NodeResolvers = {
  __resolveType: (parent) => {
    if ('completedSteps' in parent) return 'Registration';
    if ('dialCode' in parent) return 'Country';
    if ('state' in parent && 'countryId' in parent) return 'City';
    if ('qgroup' in parent) return 'Faq';
    if ('shares' in parent) return 'GroupOrder';
    if ('shareId' in parent) return 'GroupSharePayment';
    if ('recipientEmail' in parent) return 'GiftCard';
    if ('verifiedTrip' in parent) return 'Review';
    if ('zoomMeetingID' in parent) return 'ZoomSession';
    if ('elevationM' in parent) return 'WeatherPlace';
    if ('slides' in parent) return 'WebStory';
    if ('reference' in parent) return 'Order';
    if ('providerOrderId' in parent) return 'Payment';
    if ('dob' in parent) return 'Traveller';
    if ('email' in parent) return 'Viewer';
    if ('durationSeconds' in parent) return 'Video';
    if ('photoCount' in parent) return 'PhotoAlbum';
    if ('expiresAt' in parent) return 'Notice';
    if ('updatedAt' in parent) return 'Page';
    if ('kind' in parent) return contentTypeName(parent);
    if ('prices' in parent) return 'Package';
    return 'Category';
  },
};
