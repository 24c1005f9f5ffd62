import type { Page } from '@playwright/test';

/**
 * The page's cumulative layout shift so far, as Lighthouse counts it (shifts within 500 ms of an input left out):
 * the buffered `layout-shift` entries, read by an observer that reports them within half a second.
 */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}
