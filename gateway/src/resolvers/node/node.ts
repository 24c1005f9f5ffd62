import { parseGlobalId, type NodeType } from '../../domain/relay/index.ts';
import type { NodeResolvers, QueryResolvers } from '../../generated/resolvers-types.ts';
import { contentTypeName } from '../content/content-item.ts';
import { legacyNodeLookups, nodeLookups, type NodeLookup } from './node-lookups.ts';

/** `parseGlobalId` admits only `NODE_TYPES`: the node types and the legacy `ContentItem`. */
const lookupOf = (type: NodeType): NodeLookup | null => (type === 'ContentItem' ? legacyNodeLookups.ContentItem : nodeLookups[type]);

export const nodeQuery: Pick<QueryResolvers, 'node'> = {
  node: async (_root, { id }, context) => {
    const { type, internalId } = parseGlobalId(id);
    const lookup = lookupOf(type);
    return lookup === null ? null : lookup(internalId, context);
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
