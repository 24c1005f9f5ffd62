import 'server-only';
import type { MetadataRoute } from 'next';
import { graphql } from 'relay-runtime';
import type { sitemapEntriesQuery } from '@/__generated__/sitemapEntriesQuery.graphql';
import sitemapEntriesQueryNode from '@/__generated__/sitemapEntriesQuery.graphql';
import { runGatewayOperation } from '@/gateway/gatewayOperation';
import { absoluteUrl } from '@/seo/absoluteUrl';
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

/** How many URLs the site's sitemap lists: the fixed routes and every entry of the gateway's `sitemap`. */
export async function sitemapUrlCount(): Promise<number> {
  return FIXED_SITEMAP_PATHS.length + (await sitemapPage(1, null)).totalCount;
}

/**
 * The URLs [offset, offset + limit) of the site's sitemap (fixed routes first), absolute on `origin`. The gateway's
 * entries are read in pages of 5,000 from the start (its cursors are opaque), so a file past the first reads the
 * files before it too: a few gateway calls per 50,000 URLs, once per hour per file (the route's revalidation).
 */
export async function sitemapUrls(offset: number, limit: number, origin: string): Promise<MetadataRoute.Sitemap> {
  const fixed: MetadataRoute.Sitemap = FIXED_SITEMAP_PATHS.map((path) => ({ url: absoluteUrl(path, origin) }));
  const entries: MetadataRoute.Sitemap = [];
  const end = offset + limit;
  let after: string | null = null;
  while (fixed.length + entries.length < end) {
    const page = await sitemapPage(GATEWAY_PAGE, after);
    for (const { node } of page.edges) {
      entries.push({ url: absoluteUrl(node.path, origin), ...(node.updatedAt ? { lastModified: node.updatedAt } : {}) });
    }
    if (!page.pageInfo.hasNextPage || page.pageInfo.endCursor == null) break;
    after = page.pageInfo.endCursor;
  }
  return [...fixed, ...entries].slice(offset, end);
}
