import { KmyPageRoute, kmyPageMetadata } from '@/components/pages/KmyPageRoute';
import type { StaticRouteProps } from '@/components/pages/StaticPageRoute';

/** `/guidelines-for-kailash-yatra`: a cached KMY registration page (components/pages/StaticPageRoute.tsx says why the folder has this shape). */
export const dynamic = 'force-static';
export const revalidate = 600;

export const generateMetadata = ({ params }: StaticRouteProps) => kmyPageMetadata('guidelines-for-kailash-yatra', params);

export default function GuidelinesForKailashYatraRoute({ params }: StaticRouteProps) {
  return <KmyPageRoute slug="guidelines-for-kailash-yatra" params={params} />;
}
