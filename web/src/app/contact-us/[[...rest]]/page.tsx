import { ContactDetails } from '@/components/pages/ContactDetails';
import { ContactEnquiry } from '@/components/pages/ContactEnquiry';
import { StaticPageRoute, staticPageMetadata, type StaticRouteProps } from '@/components/pages/StaticPageRoute';

/** `/contact-us`: a cached static page with the offices and the enquiry form. */
export const dynamic = 'force-static';
export const revalidate = 600;

export const generateMetadata = () => staticPageMetadata('contact-us');

export default function ContactUsRoute({ params }: StaticRouteProps) {
  return (
    <StaticPageRoute slug="contact-us" params={params}>
      <ContactDetails />
      <ContactEnquiry title="Send us an enquiry" />
    </StaticPageRoute>
  );
}
