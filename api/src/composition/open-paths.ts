import { DEV_OUTBOX_PATH } from '../messaging/dev-outbox-routes.ts';

export const API_BASE_PATH = '/api/v1';

/** Paths any caller reaches without a token: the OpenAPI document and the health checks. */
const OPEN_PATHS = new Set([`${API_BASE_PATH}/openapi.json`, `${API_BASE_PATH}/health`, `${API_BASE_PATH}/health/live`, `${API_BASE_PATH}/health/ready`]);

/** Whether `path` needs no token; the dev outbox (when on) checks its own token (API_DEV_OUTBOX_TOKEN) instead. */
export const isOpenPath = (path: string, devOutbox: boolean): boolean =>
  OPEN_PATHS.has(path) || (devOutbox && path === `${API_BASE_PATH}${DEV_OUTBOX_PATH}`);
