/**
 * One task at a time: a start while a task is in flight is refused (answers null), so a double-click sends one
 * vote and its answer is the last one applied (two votes in flight can be answered out of order). Otherwise it
 * answers a promise of the task's end (never rejected: the task reports its own failures).
 */
export function singleFlight() {
  let inFlight = false;
  return {
    start(task: () => Promise<unknown>): Promise<void> | null {
      if (inFlight) return null;
      inFlight = true;
      return task()
        .then(() => undefined, () => undefined)
        .finally(() => {
          inFlight = false;
        });
    },
  };
}
