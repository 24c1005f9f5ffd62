import { EnquiryCard } from '@/components/enquiries/EnquiryCard';
import { StaticPageRoute, staticPageMetadata, type StaticRouteProps } from '@/components/pages/StaticPageRoute';

/** `/b2b`: a cached static page (the agent programme) with the enquiry form. */
export const dynamic = 'force-static';
export const revalidate = 600;

export const generateMetadata = ({ params }: StaticRouteProps) => staticPageMetadata('b2b', params);

export default function B2bRoute({ params }: StaticRouteProps) {
  return (
    <StaticPageRoute slug="b2b" params={params}>
      <EnquiryCard title="Become a partner agent" form="QUICK" look="page" testId="contact-enquiry" />
    </StaticPageRoute>
  );
}
