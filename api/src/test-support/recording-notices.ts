import type { ChangeNotices } from '../catalogue-changes/change-notices.ts';

/** Change notices that only record the tags queued, for tests of the change path. */
export function recordingNotices(): ChangeNotices & { queued: string[][] } {
  const queued: string[][] = [];
  return {
    queued,
    enqueue: (tags) => void queued.push([...tags]),
    settled: async () => {},
  };
}
