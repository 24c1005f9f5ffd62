'use client';

import { graphql, useLazyLoadQuery } from 'react-relay';
import type { WeatherPlaceReportQuery } from '@/__generated__/WeatherPlaceReportQuery.graphql';
import { WeatherReportView } from './WeatherReportView';

const weatherPlaceReportQuery = graphql`
  query WeatherPlaceReportQuery($place: String!, $date: String) {
    weather(place: $place, date: $date) {
      ...WeatherReportView_report
    }
  }
`;

/** A place picked in the browser (search, recent list or another date): its report, fetched. */
export function WeatherPlaceReport({ slug, date }: { slug: string; date: string }) {
  const { weather } = useLazyLoadQuery<WeatherPlaceReportQuery>(weatherPlaceReportQuery, { place: slug, date });
  return weather == null ? <p>No weather figures for this place.</p> : <WeatherReportView report={weather} />;
}
