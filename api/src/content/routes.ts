import { createRouter } from '../http/router.ts';
import { blogRoutes, newsRoutes } from './article-routes.ts';
import { collectionRoutes } from './collection-routes.ts';
import { contentRoutes } from './content-routes.ts';
import type { ContentDeps } from './deps.ts';
import { noticeAndKmyRoutes } from './notice-routes.ts';
import { pageRoutes } from './page-routes.ts';
import { storyRoutes } from './story-routes.ts';
import { videoAndPhotoRoutes } from './video-photo-routes.ts';

/** Every content route (CONTRACT.md "Content (issue 11)"), one group per file. */
export function contentDomainRoutes(deps: ContentDeps) {
  return createRouter()
    .route('/', contentRoutes(deps))
    .route('/', blogRoutes(deps))
    .route('/', newsRoutes(deps))
    .route('/', collectionRoutes(deps))
    .route('/', storyRoutes(deps))
    .route('/', videoAndPhotoRoutes(deps))
    .route('/', pageRoutes(deps))
    .route('/', noticeAndKmyRoutes(deps));
}
