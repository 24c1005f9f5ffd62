import type { z } from 'zod';
import type { videoSchema, videoSourceSchema } from './schemas.ts';

/** A video as the api answers it; the parent of every `Video` resolver. */
export type VideoModel = z.infer<typeof videoSchema>;
/** The REST source of a video; the parent of `VideoSource`. */
export type VideoSourceModel = z.infer<typeof videoSourceSchema>;
