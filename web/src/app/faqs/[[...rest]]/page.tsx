import type { Metadata } from 'next';
import type { FaqsPageQuery } from '@/__generated__/FaqsPageQuery.graphql';
import faqsPageQueryNode from '@/__generated__/FaqsPageQuery.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { FaqsPage } from '@/components/faqs/FaqsPage';
import { isDeeperPath, type StaticRouteProps } from '@/components/pages/StaticPageRoute';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * `/faqs`: the general FAQs, grouped. A cached public page (web/README.md "Cached public pages"); the optional
 * catch-all keeps `next build` from prerendering it without a gateway (as the static pages do). The signed-in
 * user's votes and pending questions are filled in by the browser (`useViewerFaqs`).
 */
export const dynamic = 'force-static';
export const revalidate = 600;

const TITLE = 'Frequently Asked Questions';
const DESCRIPTION = 'Answers to the questions pilgrims ask most about booking, payment, cancellation, travel and health.';

export const generateMetadata = async ({ params }: StaticRouteProps): Promise<Metadata> =>
  (await isDeeperPath(params)) ? NOT_FOUND_METADATA : pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/faqs' });

export default async function FaqsRoute({ params }: StaticRouteProps) {
  if (await isDeeperPath(params)) return <NotFoundPage />;
  const preloaded = await loadSerializableQuery<FaqsPageQuery>(faqsPageQueryNode, {});
  if (serverQueryData(preloaded)?.faqs == null) return <NotFoundPage />;
  return (
    <>
      <div className="container">
        <Breadcrumbs crumbs={[{ label: 'FAQs' }]} />
      </div>
      <FaqsPage preloaded={preloaded} heading={TITLE} />
    </>
  );
}
