import { StaticPageRoute, staticPageMetadata, type StaticRouteProps } from '@/components/pages/StaticPageRoute';

/** `/career`: a cached static page (components/pages/StaticPageRoute.tsx says why the folder has this shape). */
export const dynamic = 'force-static';
export const revalidate = 600;

export const generateMetadata = ({ params }: StaticRouteProps) => staticPageMetadata('career', params);

export default function CareerRoute({ params }: StaticRouteProps) {
  return <StaticPageRoute slug="career" params={params} />;
}
