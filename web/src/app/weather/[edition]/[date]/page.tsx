import type { Metadata } from 'next';
import type { WebPage, WithContext } from 'schema-dts';
import { weatherDateProblem } from '@pilgrim/schema/rules';
import type { WeatherPageQuery } from '@/__generated__/WeatherPageQuery.graphql';
import weatherPageQueryNode from '@/__generated__/WeatherPageQuery.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { WeatherPage } from '@/components/weather/WeatherPage';
import { isWeatherPageKey, TODAY_SEGMENT, WEATHER_PAGES, weatherPagePath, type WeatherPageKey } from '@/config/weatherRoutes';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { JsonLd } from '@/seo/JsonLd';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * `/weather-at-kailash-mansarovar` and `/kailash-mansarovar-yatra-overland-weather`, `?date=YYYY-MM-DD` included:
 * next.config.ts rewrites them here (src/config/weatherRoutes.ts). A cached page (web/README.md "Cached public
 * pages"), kept 5 minutes: without a date it shows today's figures.
 */
export const dynamic = 'force-static';
export const revalidate = 300;

interface WeatherRouteProps {
  params: Promise<{ edition: string; date: string }>;
}

async function routeOf({ params }: WeatherRouteProps): Promise<{ page: WeatherPageKey; date: string | null } | null> {
  const { edition, date } = await params;
  if (!isWeatherPageKey(edition)) return null;
  if (date === TODAY_SEGMENT) return { page: edition, date: null };
  return weatherDateProblem(date, new Date()) === null ? { page: edition, date } : null;
}

export async function generateMetadata(props: WeatherRouteProps): Promise<Metadata> {
  const route = await routeOf(props);
  if (route === null) return NOT_FOUND_METADATA;
  const { title, description } = WEATHER_PAGES[route.page];
  return pageMetadata({ title: route.date === null ? title : `${title} on ${route.date}`, description, path: weatherPagePath(route.page, route.date) });
}

export default async function WeatherRoute(props: WeatherRouteProps) {
  const route = await routeOf(props);
  if (route === null) return <NotFoundPage />;
  const { title, description, path, categorySlug } = WEATHER_PAGES[route.page];
  const preloaded = await loadSerializableQuery<WeatherPageQuery>(weatherPageQueryNode, { category: categorySlug, date: route.date });
  if (serverQueryData(preloaded)?.category == null) return <NotFoundPage />;
  const jsonLd: WithContext<WebPage> = { '@context': 'https://schema.org', '@type': 'WebPage', name: title, description, url: path };
  return (
    <>
      <div className="container">
        <Breadcrumbs crumbs={[{ label: title }]} />
      </div>
      <JsonLd data={jsonLd} />
      <WeatherPage preloaded={preloaded} page={route.page} />
    </>
  );
}
