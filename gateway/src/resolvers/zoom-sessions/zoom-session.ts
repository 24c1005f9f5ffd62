import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { ZoomSessionResolvers } from '../../generated/resolvers-types.ts';

/** `meetingID`/`_id` → `id` (global) and `internalId`; Zoom's `zoomMeetingID` → `zoomMeetingId`; the rest as listed. */
export const ZoomSession: ZoomSessionResolvers = {
  id: (session) => encodeGlobalId('ZoomSession', session._id),
  internalId: (session) => session._id,
  zoomMeetingId: (session) => session.zoomMeetingID,
};
