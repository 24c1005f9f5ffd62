'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { WeatherPageQuery } from '@/__generated__/WeatherPageQuery.graphql';
import { WEATHER_PAGES, type WeatherPageKey } from '@/config/weatherRoutes';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { WeatherExplorer } from './WeatherExplorer';
import { WeatherPlacesTable } from './WeatherPlacesTable';

const weatherPageQuery = graphql`
  query WeatherPageQuery($category: String!, $date: String) {
    category(slug: $category) {
      weather(date: $date) {
        date
        place { slug name }
        day { minC maxC conditionsText }
        ...WeatherReportView_report
      }
    }
  }
`;

type WeatherPageProps = { preloaded: SerializablePreloadedQuery<WeatherPageQuery>; page: WeatherPageKey };

/** A weather page: its category's places for the date, the first place's full report (server-rendered) and the explorer. */
export function WeatherPage({ preloaded, page }: WeatherPageProps) {
  const data = usePreloadedQuery<WeatherPageQuery>(weatherPageQuery, useSerializablePreloadedQuery(preloaded));
  const reports = data.category?.weather ?? [];
  const [first] = reports;
  const { title, path } = WEATHER_PAGES[page];
  return (
    <div className="container">
      <h1 className="section-title">{title}</h1>
      {first === undefined ? (
        <p>No weather figures are available for these places yet.</p>
      ) : (
        <>
          <WeatherExplorer path={path} date={first.date} defaultPlace={first.place} defaultReport={first} />
          <WeatherPlacesTable date={first.date} reports={reports} />
        </>
      )}
    </div>
  );
}
