import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { StatusPage } from '@/components/status-page/StatusPage';

export const NOT_FOUND_TITLE = 'Page not found';

/** The site's "Page not found" content: the root `not-found.tsx` and `NotFoundPage` render it. */
export function NotFoundView() {
  return (
    <StatusPage>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <PrefetchOnIntentLink href="/" className="button">
        Back to home
      </PrefetchOnIntentLink>
    </StatusPage>
  );
}
