/** Spec §3, §9: at most 8 recently searched weather places. */
export const MAX_RECENT_WEATHER_PLACES = 8;

/** A weather place as the recent list shows it: its slug (to ask its weather) and its name. */
export type RecentWeatherPlace = { slug: string; name: string };

/** The list after a search picked `place`: it moves to the front (newest first) and only the first 8 stay. */
export function withRecentWeatherPlace(
  list: readonly RecentWeatherPlace[],
  place: RecentWeatherPlace,
  max = MAX_RECENT_WEATHER_PLACES,
): readonly RecentWeatherPlace[] {
  return [place, ...list.filter(({ slug }) => slug !== place.slug)].slice(0, max);
}
