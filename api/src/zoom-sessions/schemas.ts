import { z } from '@hono/zod-openapi';

/** The most sessions one listing answers. */
export const MAX_UPCOMING_LIMIT = 10;

/** `?limit=` 1..10, default 3. */
export const UpcomingQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_UPCOMING_LIMIT, `must be at most ${MAX_UPCOMING_LIMIT}`)
    .default(3)
    .openapi({ param: { name: 'limit', in: 'query' }, example: 3 }),
});

/** One upcoming session as listed (spec §3 names `meetingID`, `zoomMeetingID`); never its join link. */
export const ZoomSessionSchema = z
  .object({
    _id: z.string().openapi({ example: '5f1c0a9e8b3d4c2a1f0e9d8c' }),
    meetingID: z.string().openapi({ description: 'Our id (= `_id`), as the sign-up sends it' }),
    zoomMeetingID: z.string().openapi({ description: "Zoom's meeting number as Zoom shows it", example: '812 3456 7890' }),
    title: z.string(),
    description: z.string(),
    host: z.string(),
    startsAt: z.string().openapi({ description: 'ISO instant', example: '2026-11-28T05:30:00.000Z' }),
    durationMinutes: z.number().int(),
    seatsLeft: z.number().int().openapi({ description: 'Capacity minus the places taken, one per verified mobile number (0 = full)' }),
  })
  .openapi('ZoomSession');

export type ZoomSessionAnswer = z.infer<typeof ZoomSessionSchema>;
