import { z } from 'zod';

/** `POST /subscriber/subscribe`: `data.data` is the subscriber id (the same for a new and a repeated subscription). */
export const subscribeAnswer = z.object({ message: z.string().optional(), data: z.object({ data: z.string().min(1) }) });
