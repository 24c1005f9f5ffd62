import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.ts';
import { describeFieldProblem, describeValidationError, errorBody } from './errors.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPaths } from './safe-text.ts';

/**
 * An OpenAPIHono whose validation answers 400 with a readable message naming the field: first any text
 * holding a control character (NUL…, see safe-text.ts) anywhere in a validated target — path, query, JSON
 * body, form —, then the zod issues. Routers mounted on it inherit this hook, so every route gets both.
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      // `data` is the parsed value on success and the raw input on failure (@hono/zod-validator's Hook
      // type declares it on both; zod-openapi's narrower type omits it on failure): both are checked.
      const unsafe = controlCharacterPaths((result as { data?: unknown }).data);
      if (unsafe.length > 0) {
        const message = unsafe.map((field) => describeFieldProblem(result.target, field, CONTROL_CHARACTER_MESSAGE)).join('; ');
        return c.json(errorBody(400, message), 400);
      }
      if (!result.success) return c.json(errorBody(400, describeValidationError(result.error, result.target)), 400);
      return undefined;
    },
  });
}
