import type { RestClient } from '../rest/http.ts';
import { fetchNotices, MAX_NOTICES_PER_CALL } from '../rest/noticeboard/noticeboard.ts';
import { once } from './keyed.ts';

export function createNoticeboardLoaders(client: RestClient) {
  /**
   * `/noticeboard-site`: the current notices, fetched once per request at the largest page (a board holds a
   * handful) and cut to each field's `first`, so `noticeboard` and `node` lookups share one call.
   */
  return { currentNotices: once(() => fetchNotices(client, MAX_NOTICES_PER_CALL)) };
}
