import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Notice } from './notice.ts';
import { noticeboardQuery } from './query.ts';

/** The noticeboard domain: the dated notices of the strip under the header (spec §3 "notice with date"). */
export const noticeboardResolvers: Resolvers = { Query: noticeboardQuery, Notice };
