import DataLoader from 'dataloader';
import type { RestPage } from '../rest/envelope.ts';
import { fetchEnquiryPage } from '../rest/enquiries/enquiries.ts';
import type { EnquiryModel } from '../rest/enquiries/types.ts';
import type { RestClient } from '../rest/http.ts';
import { valueOrNull } from './absent.ts';

const pageKey = ({ page, limit }: { page: number; limit: number }) => `${page}:${limit}`;

/** The caller's enquiry pages (🔒, the caller's token): each `page:limit` fetched once per request; "no user" reads as no enquiries. */
export function createEnquiryLoaders(client: RestClient) {
  const enquiryPage = new DataLoader<{ page: number; limit: number }, RestPage<EnquiryModel>, string>(
    (pages) =>
      Promise.all(pages.map(async (page) => valueOrNull(await fetchEnquiryPage(client, page)) ?? { items: [], total: 0, ...page })),
    { cacheKeyFn: pageKey },
  );
  return { enquiryPage };
}
