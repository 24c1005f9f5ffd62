import type { GatewayContext } from '../../context.ts';
import { planSitemapSlices } from '../../domain/sitemap/plan.ts';
import { sitemapWindow } from '../../domain/sitemap/window.ts';
import { encodeCursor } from '../../domain/relay/index.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { SITEMAP_SOURCES } from '../../rest/sitemap/sources.ts';
import type { SitemapEntryModel, SitemapSourcePage } from '../../rest/sitemap/types.ts';

/** Each list's pages fetched once per request (page 1 gives the totals and is often part of the window too). */
function pageReader({ rest }: GatewayContext) {
  const pages = new Map<string, Promise<SitemapSourcePage>>();
  return (source: number, page: number): Promise<SitemapSourcePage> => {
    const key = `${source}:${page}`;
    let answer = pages.get(key);
    if (answer === undefined) {
      answer = SITEMAP_SOURCES[source]!.fetchPage(rest, page);
      pages.set(key, answer);
    }
    return answer;
  };
}

/**
 * `Query.sitemap`: the lists of SITEMAP_SOURCES concatenated. One first page per list (its total), then only the
 * pages of the window: at most 8 + ⌈first / 100⌉ + 8 REST calls, all at once per step.
 */
export const sitemapQuery: Pick<QueryResolvers, 'sitemap'> = {
  sitemap: async (_root, { first, after }, context) => {
    const window = sitemapWindow(first, after);
    const read = pageReader(context);
    const totals = (await Promise.all(SITEMAP_SOURCES.map((_, source) => read(source, 1)))).map((page) => page.total);
    const slices = planSitemapSlices(totals, SITEMAP_SOURCES.map((source) => source.pageSize), window);
    const parts = await Promise.all(
      slices.map(async ({ source, pages, skip, take }) => {
        const answers = await Promise.all(pages.map((page) => read(source, page)));
        return answers.flatMap((answer) => answer.entries).slice(skip, skip + take);
      }),
    );
    const edges = parts
      .flat()
      .flatMap((node: SitemapEntryModel | null, index) => (node ? [{ cursor: encodeCursor(window.offset + index), node }] : []));
    const totalCount = totals.reduce((sum, total) => sum + total, 0);
    const end = window.offset + parts.flat().length;
    return {
      edges,
      pageInfo: {
        hasNextPage: end < totalCount,
        hasPreviousPage: window.offset > 0,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: end > window.offset ? encodeCursor(end - 1) : null,
      },
      totalCount,
    };
  },
};
