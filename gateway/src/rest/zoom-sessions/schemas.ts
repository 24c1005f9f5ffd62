import { z } from 'zod';

/** One upcoming session of `GET /zoommeeting/upcoming` (CONTRACT.md, Lead capture); never its join link. */
export const zoomSessionSchema = z.object({
  _id: z.string().min(1),
  /** Our id again (= `_id`), as the sign-up sends it. */
  meetingID: z.string().min(1),
  zoomMeetingID: z.string().min(1),
  title: z.string(),
  description: z.string(),
  host: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int().nonnegative(),
  seatsLeft: z.number().int().nonnegative(),
});
