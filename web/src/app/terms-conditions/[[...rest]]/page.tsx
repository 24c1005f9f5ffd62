import { StaticPageRoute, staticPageMetadata, type StaticRouteProps } from '@/components/pages/StaticPageRoute';

/** `/terms-conditions`: a cached static page (components/pages/StaticPageRoute.tsx says why the folder has this shape). */
export const dynamic = 'force-static';
export const revalidate = 600;

export const generateMetadata = ({ params }: StaticRouteProps) => staticPageMetadata('terms-conditions', params);

export default function TermsConditionsRoute({ params }: StaticRouteProps) {
  return <StaticPageRoute slug="terms-conditions" params={params} />;
}
