import type { z } from 'zod';
import type { zoomSessionSchema } from './schemas.ts';

/** An upcoming Zoom session as the api lists it; the parent of every `ZoomSession` resolver. */
export type ZoomSessionModel = z.infer<typeof zoomSessionSchema>;
