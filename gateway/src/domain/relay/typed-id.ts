/**
 * IDs of types that are not `Node`s (no `node(id:)` lookup), in the same base64 `Type:internalId` form, so a Relay
 * store never mixes them up with another type's record of the same REST `_id`.
 */
export const encodeTypedId = (type: string, internalId: string): string => Buffer.from(`${type}:${internalId}`, 'utf8').toString('base64');

/** The internal id of a typed ID of `type`; null for anything else. */
export function decodeTypedId(type: string, id: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(id)) return null;
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  return decoded.startsWith(`${type}:`) && decoded.length > type.length + 1 ? decoded.slice(type.length + 1) : null;
}
