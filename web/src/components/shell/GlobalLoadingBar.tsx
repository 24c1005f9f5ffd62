'use client';

import { useUiState } from '@/state/ui-store';
import styles from './GlobalLoadingBar.module.css';

/**
 * Spec §3/§4 'global loading': a thin bar fixed at the top of the window while a call runs (the flag
 * `usePromiseMutation` / `withGlobalLoading` hold), plus a polite status for screen readers. Fixed position,
 * so it never moves the page; it appears only after a short delay, so quick calls do not flash it.
 */
export function GlobalLoadingBar() {
  const loading = useUiState((state) => state.globalLoading);
  return (
    <>
      <div className={styles.bar} data-active={loading ? '' : undefined} aria-hidden="true" data-testid="global-loading" />
      <div role="status" className="visually-hidden">
        {loading ? 'Loading…' : ''}
      </div>
    </>
  );
}
