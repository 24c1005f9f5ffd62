import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { NoticeResolvers } from '../../generated/resolvers-types.ts';

export const Notice: NoticeResolvers = {
  id: (parent) => encodeGlobalId('Notice', parent._id),
  internalId: (parent) => parent._id,
};
