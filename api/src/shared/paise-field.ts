import { z } from '@hono/zod-openapi';

/** An integer amount of paise in an answer schema, described and with an example (cart, orders, payments). */
export const paiseField = (description: string, example: number) => z.number().int().openapi({ description: `${description} (integer paise)`, example });
