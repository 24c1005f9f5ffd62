import type { Db } from '../db/client.ts';
import { createRouter } from '../http/router.ts';
import { devOutboxRoutes } from './dev-outbox-routes.ts';

/** `devOutbox` (API_DEV_OUTBOX) and the only token the dev outbox accepts (API_DEV_OUTBOX_TOKEN). */
export type DevOutboxOptions = { devOutbox?: boolean; devOutboxToken?: string };

/** The messaging routes: the dev outbox, which does not exist at all unless enabled (a plain 404 otherwise). */
export function messagingRoutes({ db, devOutbox, devOutboxToken }: { db: Db; devOutbox: boolean; devOutboxToken: string }) {
  const routes = createRouter();
  return devOutbox ? routes.route('/', devOutboxRoutes({ db, token: devOutboxToken })) : routes;
}
