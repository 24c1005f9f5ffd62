import { StaticPageRoute, staticPageMetadata, type StaticRouteProps } from '@/components/pages/StaticPageRoute';

/** `/download`: a cached static page (components/pages/StaticPageRoute.tsx says why the folder has this shape). */
export const dynamic = 'force-static';
export const revalidate = 600;

export const generateMetadata = ({ params }: StaticRouteProps) => staticPageMetadata('download', params);

export default function DownloadRoute({ params }: StaticRouteProps) {
  return <StaticPageRoute slug="download" params={params} />;
}
