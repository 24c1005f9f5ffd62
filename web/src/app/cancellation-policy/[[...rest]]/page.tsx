import { StaticPageRoute, staticPageMetadata, type StaticRouteProps } from '@/components/pages/StaticPageRoute';

/** `/cancellation-policy`: a cached static page (components/pages/StaticPageRoute.tsx says why the folder has this shape). */
export const dynamic = 'force-static';
export const revalidate = 600;

export const generateMetadata = ({ params }: StaticRouteProps) => staticPageMetadata('cancellation-policy', params);

export default function CancellationPolicyRoute({ params }: StaticRouteProps) {
  return <StaticPageRoute slug="cancellation-policy" params={params} />;
}
