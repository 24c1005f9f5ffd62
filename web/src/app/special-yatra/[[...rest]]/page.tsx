import { StaticPageRoute, staticPageMetadata, type StaticRouteProps } from '@/components/pages/StaticPageRoute';

/** `/special-yatra`: a cached static page (components/pages/StaticPageRoute.tsx says why the folder has this shape). */
export const dynamic = 'force-static';
export const revalidate = 600;

export const generateMetadata = ({ params }: StaticRouteProps) => staticPageMetadata('special-yatra', params);

export default function SpecialYatraRoute({ params }: StaticRouteProps) {
  return <StaticPageRoute slug="special-yatra" params={params} />;
}
