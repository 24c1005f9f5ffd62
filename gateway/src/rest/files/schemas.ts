import { z } from 'zod';

/** A stored file in a 🔒 REST answer (api/CONTRACT.md "Files"): a signed path on the api's origin. */
export const restStoredFile = z.object({
  url: z.string().startsWith('/files/'),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']),
  bytes: z.number().int().nonnegative(),
});
