import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { NOT_FOUND_TITLE, NotFoundView } from './NotFoundView';

/** The metadata of a route's `NotFoundPage` (Next adds `noindex` to a 404). */
export const NOT_FOUND_METADATA: Metadata = { title: NOT_FOUND_TITLE };

/** Next's not-found signal, thrown where it cannot blank the page's HTML: inside a Suspense boundary. */
function NotFoundSignal(): never {
  notFound();
}

/**
 * What a cached page (`dynamic = 'force-static'`) renders for an address that names nothing, instead of calling
 * `notFound()` itself. Called from the page, `notFound()` escapes every boundary of the server render (error
 * boundaries do not run there), so Next sends an empty `<html id="__next_error__">` shell with the 404 and the browser
 * draws the not-found page only once React has loaded: a blank page without JavaScript, and a page with no content
 * until then. Here the page's HTML holds the not-found content, and the signal, thrown inside a Suspense boundary,
 * still makes Next's prerender answer 404. In the browser the boundary throws it again and the root `not-found.tsx`
 * takes the page's place with the same content. Only for cached pages: rendered per request (`next dev`, or a route
 * without `force-static`), the page would answer 200 (web/README.md "Not-found pages").
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundView />
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </>
  );
}
