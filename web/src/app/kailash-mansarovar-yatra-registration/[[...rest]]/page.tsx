import { KmyPageRoute, kmyPageMetadata } from '@/components/pages/KmyPageRoute';
import type { StaticRouteProps } from '@/components/pages/StaticPageRoute';

/** `/kailash-mansarovar-yatra-registration`: a cached KMY registration page (components/pages/StaticPageRoute.tsx says why the folder has this shape). */
export const dynamic = 'force-static';
export const revalidate = 600;

export const generateMetadata = ({ params }: StaticRouteProps) => kmyPageMetadata('kailash-mansarovar-yatra-registration', params);

export default function KailashMansarovarYatraRegistrationRoute({ params }: StaticRouteProps) {
  return <KmyPageRoute slug="kailash-mansarovar-yatra-registration" params={params} />;
}
