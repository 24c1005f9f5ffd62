import { z } from 'zod';
import type { RestClient } from '../http.ts';
import { contentItemSchema } from './schemas.ts';
import type { ContentItemModel } from './types.ts';

// Built once: zod compiles a schema on its first parse (see rest/envelope.ts).
const contentItemListSchema = z.array(contentItemSchema);

/** `GET /content?id[]=`: blogs, news and collections by id, each with its `kind`. */
export async function fetchContentByIds(client: RestClient, ids: readonly string[]): Promise<ContentItemModel[]> {
  return (await client.getData('/content', { 'id[]': ids }, contentItemListSchema)) ?? [];
}
