import { z } from '@hono/zod-openapi';

/** `{ status, message }` with an optional `data`: the answers of the action routes (accounts, OTP). */
export function answerOf<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int().openapi({ example: 200 }), message: z.string(), data });
}

export const MessageAnswerSchema = z.object({ status: z.number().int().openapi({ example: 200 }), message: z.string() });

export const DataMessageSchema = z.object({ message: z.string() });

export const ok = <T>(message: string, data: T) => ({ status: 200, message, data });
export const okMessage = (message: string) => ({ status: 200, message });
