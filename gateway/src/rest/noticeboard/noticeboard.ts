import type { RestClient } from '../http.ts';
import { noticeSchema } from './schemas.ts';
import type { NoticeModel } from './types.ts';

/** The most notices `/noticeboard-site` answers in one call. */
export const MAX_NOTICES_PER_CALL = 100;

/** `GET /noticeboard-site?page=1&limit=` (spec §7): the current notices, newest first. */
export async function fetchNotices(client: RestClient, limit: number): Promise<NoticeModel[]> {
  return (await client.getPage('/noticeboard-site', { page: 1, limit }, noticeSchema))?.items ?? [];
}
