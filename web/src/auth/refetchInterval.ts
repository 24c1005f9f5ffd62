/**
 * Seconds between session polls, from `SESSION_REFETCH_INTERVAL_SECONDS` (read at runtime on the server);
 * 0 (the default) turns polling off, leaving the refetch on window focus.
 */
export function sessionRefetchIntervalSeconds(value: string | undefined = process.env.SESSION_REFETCH_INTERVAL_SECONDS): number {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}
