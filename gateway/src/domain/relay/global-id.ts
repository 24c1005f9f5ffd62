import { badUserInputError } from '../../errors.ts';

/** The GraphQL types that implement `Node`. */
/** `ContentItem` ids (before blogs, news and collections had their own types) still resolve, to the concrete type. */
export const NODE_TYPES = [
  'Package',
  'Category',
  'ContentItem',
  'Blog',
  'NewsItem',
  'Collection',
  'WebStory',
  'Video',
  'PhotoAlbum',
  'Faq',
  'Page',
  'Notice',
  'Viewer',
  'Traveller',
  'Order',
  'Payment',
  'ZoomSession',
  'WeatherPlace',
  'Review',
  'GroupOrder',
  'GroupSharePayment',
  'GiftCard',
  'Registration',
  'Country',
  'City',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export interface ResolvedGlobalId {
  type: NodeType;
  internalId: string;
}

const isNodeType = (value: string): value is NodeType => (NODE_TYPES as readonly string[]).includes(value);

/** base64 of `Type:internalId`. */
export function encodeGlobalId(type: NodeType, internalId: string): string {
  return Buffer.from(`${type}:${internalId}`, 'utf8').toString('base64');
}

/** Reads a global ID back; null when it is not base64 of `Type:internalId` with a known type. */
export function decodeGlobalId(globalId: string): ResolvedGlobalId | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  if (encodeGlobalIdText(decoded) !== globalId.replace(/=+$/, '')) return null;
  const separator = decoded.indexOf(':');
  if (separator <= 0) return null;
  const type = decoded.slice(0, separator);
  const internalId = decoded.slice(separator + 1);
  if (!isNodeType(type) || internalId.length === 0) return null;
  return { type, internalId };
}

const encodeGlobalIdText = (text: string): string => Buffer.from(text, 'utf8').toString('base64').replace(/=+$/, '');

/** Like decodeGlobalId, but a malformed ID is the caller's mistake: BAD_USER_INPUT. */
export function parseGlobalId(globalId: string): ResolvedGlobalId {
  const resolved = decodeGlobalId(globalId);
  if (resolved === null) throw badUserInputError(`"${globalId}" is not a valid global ID.`);
  return resolved;
}
