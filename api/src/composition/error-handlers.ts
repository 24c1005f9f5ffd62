import type { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../app.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError, errorBody, INTERNAL_ERROR_MESSAGE } from '../http/errors.ts';

/** 404 for unknown routes; an ApiError answers its status, anything unexpected is logged and answers 500. */
export function useErrorHandlers(app: OpenAPIHono<AppEnv>, logger: Logger): void {
  app.notFound((c) => c.json(errorBody(404, `Not found: ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.status, error.message), error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) return c.json(errorBody(400, error.message), 400);
    logger.error(`[${c.get('requestId')}] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(errorBody(500, INTERNAL_ERROR_MESSAGE), 500);
  });
}
