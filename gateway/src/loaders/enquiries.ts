import DataLoader from 'dataloader';
import { upstreamUnavailableError } from '../errors.ts';
import type { RestPage } from '../rest/envelope.ts';
import { fetchEnquiryPage } from '../rest/enquiries/enquiries.ts';
import type { EnquiryModel } from '../rest/enquiries/types.ts';
import type { RestClient } from '../rest/http.ts';

/** "No user" (a token refused meanwhile): no enquiries, never an error. */
const SIGNED_OUT_STATUSES: ReadonlySet<number> = new Set([401, 403]);

const pageKey = ({ page, limit }: { page: number; limit: number }) => `${page}:${limit}`;

/** The caller's enquiry pages (🔒, the caller's token): each `page:limit` fetched once per request. */
export function createEnquiryLoaders(client: RestClient) {
  const enquiryPage = new DataLoader<{ page: number; limit: number }, RestPage<EnquiryModel>, string>(
    (pages) =>
      Promise.all(
        pages.map(async (page) => {
          const outcome = await fetchEnquiryPage(client, page);
          if (outcome.ok) return outcome.value;
          if (SIGNED_OUT_STATUSES.has(outcome.status)) return { items: [], total: 0, ...page };
          throw upstreamUnavailableError('status', outcome.status);
        }),
      ),
    { cacheKeyFn: pageKey },
  );
  return { enquiryPage };
}
