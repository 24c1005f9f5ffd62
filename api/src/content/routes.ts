import { createRouter } from '../http/router.ts';
import { blogRoutes, newsRoutes } from './article-routes.ts';
import { contentRoutes } from './content-routes.ts';
import type { ContentDeps } from './deps.ts';

/** Every content route (CONTRACT.md "Content (issue 11)"), one group per file. */
export function contentDomainRoutes(deps: ContentDeps) {
  return createRouter()
    .route('/', contentRoutes(deps))
    .route('/', blogRoutes(deps))
    .route('/', newsRoutes(deps));
}
