import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { FaqsPageQuery } from '@/__generated__/FaqsPageQuery.graphql';
import faqsPageQueryNode from '@/__generated__/FaqsPageQuery.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { FaqsPage } from '@/components/faqs/FaqsPage';
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

export const generateMetadata = (): Metadata => pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/faqs' });

export default async function FaqsRoute({ params }: { params: Promise<{ rest?: string[] }> }) {
  if (((await params).rest ?? []).length > 0) notFound();
  const preloaded = await loadSerializableQuery<FaqsPageQuery>(faqsPageQueryNode, {});
  if (serverQueryData(preloaded)?.faqs == null) notFound();
  return (
    <>
      <div className="container">
        <Breadcrumbs crumbs={[{ label: 'FAQs' }]} />
      </div>
      <FaqsPage preloaded={preloaded} heading={TITLE} />
    </>
  );
}
