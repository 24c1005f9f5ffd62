/** A REST `_id` (24 hex digits, MongoDB style). */
const REST_ID = /^[0-9a-f]{24}$/;

/**
 * The gateway's global ID of a node from its REST `_id` (base64 of `Type:_id`, as `encodeGlobalId` in the gateway),
 * for the few ids that reach the web outside GraphQL (the payment provider's return URL). The one place the web
 * builds a global ID; a value that is not a REST `_id` (already a global ID) is kept as it is.
 */
export function globalIdOf(type: 'Payment' | 'Order' | 'GroupOrder' | 'GroupSharePayment' | 'GiftCard', id: string): string {
  return REST_ID.test(id) ? btoa(`${type}:${id}`) : id;
}

/**
 * The REST `_id` inside a node's global ID of `type` (the api's change notices name packages by it), or
 * null when `globalId` is not such an ID.
 */
export function restIdOf(type: 'Package', globalId: string): string | null {
  let decoded: string;
  try {
    decoded = atob(globalId);
  } catch {
    return null;
  }
  const prefix = `${type}:`;
  if (!decoded.startsWith(prefix)) return null;
  const id = decoded.slice(prefix.length);
  return REST_ID.test(id) ? id : null;
}
