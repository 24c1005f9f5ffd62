import type { ItineraryDay } from '../db/schema/catalogue.ts';
import type { RouteTemplate } from './types.ts';

/** Fits a route to a package's length: spare days go before the last day; short tours keep the start and the end. */
export function buildItinerary(route: RouteTemplate, days: number, from: string): ItineraryDay[] {
  const titles = route.days.map((title) => title.replaceAll('{from}', from));
  const lastTitle = titles[titles.length - 1] ?? `Depart ${from}`;
  let plan: string[];
  if (days <= 1) {
    plan = titles.slice(0, 1);
  } else if (days >= titles.length) {
    const spare = route.spareDay.replaceAll('{from}', from);
    plan = [...titles.slice(0, -1), ...Array.from({ length: days - titles.length }, () => spare), lastTitle];
  } else {
    plan = [...titles.slice(0, days - 1), lastTitle];
  }
  return plan.map((title, index) => ({ day: index + 1, title, description: describeDay(title) }));
}

function describeDay(title: string): string {
  if (/^arrive/i.test(title)) {
    return `${title}. Our representative meets you and transfers you to the hotel; in the evening the tour manager briefs the group.`;
  }
  if (/^(depart|return)/i.test(title)) {
    return `${title}. After breakfast you are transferred for your onward journey, carrying the blessings of the yatra home.`;
  }
  if (/darshan|temple|puja|aarti|parikrama|jyotirlinga/i.test(title)) {
    return `${title}. The day is devoted to darshan and prayers; our team guides you through the rituals and keeps the pace comfortable.`;
  }
  if (/ to /i.test(title)) {
    return `${title}. A day on the road with halts for meals and views; check in on arrival and rest for the next day.`;
  }
  return `${title}. An easy-paced day of sightseeing with time to rest and acclimatise.`;
}

export function durationLabel(days: number): string {
  const nights = days - 1;
  return `${nights} ${nights === 1 ? 'Night' : 'Nights'} / ${days} ${days === 1 ? 'Day' : 'Days'}`;
}
