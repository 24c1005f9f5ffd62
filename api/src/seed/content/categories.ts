import type { CategorySeedRow } from './types.ts';

/** Blog categories in menu order. */
export const blogCategorySeeds: CategorySeedRow[] = [
  { slug: 'yatra-guides', title: 'Yatra Guides', description: 'Routes, seasons, permits and day-by-day plans for the Himalayan yatras and temple circuits.' },
  { slug: 'packing-lists', title: 'Packing Lists', description: 'What to carry, what to wear and what to leave at home, yatra by yatra.' },
  { slug: 'altitude-and-health', title: 'Altitude and Health', description: 'Acclimatisation, fitness, medical tests and staying well above 4,000 metres.' },
  { slug: 'temple-stories', title: 'Temple Stories', description: 'The legends, rituals and history behind the shrines our pilgrims visit.' },
];

/** News categories in menu order. */
export const newsCategorySeeds: CategorySeedRow[] = [
  { slug: 'yatra-updates', title: 'Yatra Updates', description: 'Season dates, route openings and closures for the yatras we run.' },
  { slug: 'permits-and-advisories', title: 'Permits and Advisories', description: 'Visa, permit, registration and travel-advisory changes that affect pilgrims.' },
  { slug: 'temple-news', title: 'Temple News', description: 'Darshan timings, new facilities and festivals at the temples.' },
  { slug: 'company-news', title: 'Company News', description: 'New departures, offices and services from Pilgrim Yatra.' },
];
