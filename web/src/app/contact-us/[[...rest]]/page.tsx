import { ContactDetails } from '@/components/pages/ContactDetails';
import { EnquiryCard } from '@/components/enquiries/EnquiryCard';
import { StaticPageRoute, staticPageMetadata, type StaticRouteProps } from '@/components/pages/StaticPageRoute';

/** `/contact-us`: a cached static page with the offices and the enquiry form. */
export const dynamic = 'force-static';
export const revalidate = 600;

export const generateMetadata = ({ params }: StaticRouteProps) => staticPageMetadata('contact-us', params);

export default function ContactUsRoute({ params }: StaticRouteProps) {
  return (
    <StaticPageRoute slug="contact-us" params={params}>
      <ContactDetails />
      <EnquiryCard title="Send us an enquiry" form="QUICK" look="page" testId="contact-enquiry" />
    </StaticPageRoute>
  );
}
