import { StaticPageRoute, staticPageMetadata, type StaticRouteProps } from '@/components/pages/StaticPageRoute';

/** `/privacy-policy`: a cached static page (components/pages/StaticPageRoute.tsx says why the folder has this shape). */
export const dynamic = 'force-static';
export const revalidate = 600;

export const generateMetadata = ({ params }: StaticRouteProps) => staticPageMetadata('privacy-policy', params);

export default function PrivacyPolicyRoute({ params }: StaticRouteProps) {
  return <StaticPageRoute slug="privacy-policy" params={params} />;
}
