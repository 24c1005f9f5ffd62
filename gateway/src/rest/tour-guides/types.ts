import type { z } from 'zod';
import type { tourGuideSchema } from './schemas.ts';

/** The parent of `TourGuide`. */
export type TourGuideModel = z.infer<typeof tourGuideSchema>;
