import type { RestClient } from '../http.ts';
import { pathSegment } from '../url.ts';
import { searchAnswerSchema } from './search-schemas.ts';
import type { SearchAnswerModel } from './types.ts';

const EMPTY_ANSWER: SearchAnswerModel = { packages: [], blogs: [], news: [], collection: [] };

/** `GET /search/{query}`: grouped results with packages already normalised to the card shape. */
export async function fetchSearch(client: RestClient, query: string): Promise<SearchAnswerModel> {
  return (await client.getData(`/search/${pathSegment(query)}`, {}, searchAnswerSchema)) ?? EMPTY_ANSWER;
}
