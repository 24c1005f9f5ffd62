import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.ts';
import { describeValidationError, errorBody } from './errors.ts';

/** An OpenAPIHono whose zod validation failures answer 400 with a readable message naming the field. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(errorBody(400, describeValidationError(result.error, result.target)), 400);
      return undefined;
    },
  });
}
