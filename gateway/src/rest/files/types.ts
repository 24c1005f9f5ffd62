import type { z } from 'zod';
import type { restStoredFile } from './schemas.ts';

/** The REST model behind `StoredFile`. */
export type RestStoredFile = z.infer<typeof restStoredFile>;
