import { z } from 'zod';
import { decodeGlobalId, type NodeType } from '../../domain/relay/index.ts';
import { userErrorCodeParams } from '../validate-input.ts';

/**
 * A global ID of `type` as its REST `_id`. Any other ID (another type, malformed) reads as an object that
 * does not exist: `NOT_FOUND` with `notFound`, before any call.
 */
export const globalIdOf = (type: NodeType, notFound: string) =>
  z.string().transform((globalId, context) => {
    const resolved = decodeGlobalId(globalId);
    if (resolved?.type === type) return resolved.internalId;
    context.addIssue({ code: 'custom', message: notFound, ...userErrorCodeParams('NOT_FOUND') });
    return z.NEVER;
  });
