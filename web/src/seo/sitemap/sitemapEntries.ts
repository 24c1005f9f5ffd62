import 'server-only';
import type { MetadataRoute } from 'next';
import { graphql } from 'relay-runtime';
import type { sitemapEntriesQuery } from '@/__generated__/sitemapEntriesQuery.graphql';
import sitemapEntriesQueryNode from '@/__generated__/sitemapEntriesQuery.graphql';
import { runGatewayOperation } from '@/gateway/gatewayOperation';
import { absoluteUrl } from '@/seo/absoluteUrl';
import { fixedPathsOfFile, SITEMAP_MAX_URLS, sitemapFileCursor } from './chunks';
import { FIXED_SITEMAP_PATHS } from './fixedRoutes';

// Compiled by relay-compiler into a trusted document; run with its artifact below.
graphql`
  query sitemapEntriesQuery($first: Int!, $after: String) {
    sitemap(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          path
          updatedAt
        }
      }
    }
  }
`;

/** The largest page the gateway's `sitemap` answers. */
const GATEWAY_PAGE = 5000;

type SitemapAnswer = sitemapEntriesQuery['response']['sitemap'];

async function sitemapPage(first: number, after: string | null): Promise<SitemapAnswer> {
  const answer = await runGatewayOperation<sitemapEntriesQuery>(sitemapEntriesQueryNode, { first, after }, { clientHeaders: {} });
  const data = 'data' in answer ? (answer.data as sitemapEntriesQuery['response'] | null | undefined) : null;
  if (data == null) throw new Error('The gateway answered the sitemap without data');
  return data.sitemap;
}

/** How many URLs the site's sitemap lists: every entry of the gateway's `sitemap`, then the fixed routes. */
export async function sitemapUrlCount(): Promise<number> {
  return FIXED_SITEMAP_PATHS.length + (await sitemapPage(1, null)).totalCount;
}

/**
 * The URLs of sitemap file `id`, absolute on `origin`: the gateway's entries from the file's own offset
 * (`sitemapFileCursor`; read in pages of 5,000), then the fixed routes that fall in it (`fixedPathsOfFile`: they
 * follow the entries). A few gateway calls per file, once per hour per file (the route's revalidation).
 */
export async function sitemapFileUrls(id: number, origin: string, maxUrls = SITEMAP_MAX_URLS): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = [];
  let after = sitemapFileCursor(id, maxUrls);
  let dataTotal = 0;
  while (entries.length < maxUrls) {
    const page = await sitemapPage(Math.min(GATEWAY_PAGE, maxUrls - entries.length), after);
    dataTotal = page.totalCount;
    for (const { node } of page.edges) {
      entries.push({ url: absoluteUrl(node.path, origin), ...(node.updatedAt ? { lastModified: node.updatedAt } : {}) });
    }
    if (!page.pageInfo.hasNextPage || page.pageInfo.endCursor == null) break;
    after = page.pageInfo.endCursor;
  }
  const fixed = fixedPathsOfFile(FIXED_SITEMAP_PATHS, id, dataTotal, maxUrls).map((path) => ({ url: absoluteUrl(path, origin) }));
  return [...entries, ...fixed];
}
