import { showNoTours, type SearchCounts } from './searchRules';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the overlay's live region says once a query's results are in: '12 tours and 3 other results found for
 * “kailash”'. Empty when the spec's visible 'no tours found' (a status itself) says it, so nothing is read twice.
 */
export function searchAnnouncement(query: string, counts: SearchCounts): string {
  const total = counts.packages + counts.blogs + counts.news + counts.collections;
  if (showNoTours(query, total)) return '';
  const others = total - counts.packages;
  const rest = others > 0 ? ` and ${counted(others, 'other result', 'other results')}` : '';
  return `${counted(counts.packages, 'tour', 'tours')}${rest} found for “${query.trim()}”`;
}
