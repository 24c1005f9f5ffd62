import type { z } from '@hono/zod-openapi';

/** A required JSON request body for `createRoute`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
