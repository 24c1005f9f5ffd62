'use client';

import { Suspense } from 'react';
import { Dialog } from '@/components/dialog/Dialog';
import { FallbackBoundary } from '@/components/errors/FallbackBoundary';
import { UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import type { SelectedPackage } from '@/state/booking-store';
import { DepartureChooser } from './DepartureChooser';
import styles from './DepartureDialog.module.css';

/** Book Now's date picker: the package's departures by month, loaded when it opens. */
export function DepartureDialog({ pkg, onClose }: { pkg: SelectedPackage; onClose: () => void }) {
  return (
    <Dialog title="Choose your departure date" onClose={onClose} className={styles.panel}>
      <p className={styles.packageTitle}>{pkg.title}</p>
      <FallbackBoundary fallback={<p role="alert">{UNEXPECTED_ERROR_MESSAGE}</p>}>
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              Loading dates…
            </p>
          }
        >
          <DepartureChooser pkg={pkg} onClose={onClose} />
        </Suspense>
      </FallbackBoundary>
    </Dialog>
  );
}
