import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { connectionWindow, planRestPages } from '../../domain/relay/index.ts';
import { selectedFieldArgs } from '../shared/selected-field-args.ts';

/**
 * Starts the `/packages` pages the operation's `Category.packages` selections will ask for, beside the category
 * stat call instead of after it: the page call keys on the slug, which the caller already sent. `Category.packages`
 * then finds the same pages in the request's loader, so the number of calls does not change for a known category
 * (an unknown one costs the page call it would not have made). A window the resolver will refuse starts nothing.
 */
export function prefetchCategoryPackages(slug: string, info: GraphQLResolveInfo, { loaders }: GatewayContext): void {
  for (const args of selectedFieldArgs(info, 'packages')) {
    let requests;
    try {
      const window = connectionWindow(args['first'] as number | null | undefined, args['after'] as string | null | undefined);
      requests = planRestPages(window).requests;
    } catch {
      continue; // Category.packages reports the bad window itself.
    }
    for (const page of requests) {
      // Category.packages awaits (and reports) the same promise; this copy only must not be unhandled.
      loaders.categoryPackagesPage.load({ categorySlug: slug, ...page }).catch(() => undefined);
    }
  }
}
