import { StaticPageRoute, staticPageMetadata, type StaticRouteProps } from '@/components/pages/StaticPageRoute';

/** `/about-us`: a cached static page (components/pages/StaticPageRoute.tsx says why the folder has this shape). */
export const dynamic = 'force-static';
export const revalidate = 600;

export const generateMetadata = ({ params }: StaticRouteProps) => staticPageMetadata('about-us', params);

export default function AboutUsRoute({ params }: StaticRouteProps) {
  return <StaticPageRoute slug="about-us" params={params} />;
}
