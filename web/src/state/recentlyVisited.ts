/** Spec §3, §9: at most 8 recently visited packages. */
export const MAX_RECENTLY_VISITED = 8;

/** The list after a visit: the package moves to the end (newest last, oldest first) and only the last 8 stay. */
export function withRecentVisit(list: readonly string[], packageId: string, max = MAX_RECENTLY_VISITED): readonly string[] {
  const next = [...list.filter((id) => id !== packageId), packageId];
  return next.slice(-max);
}
