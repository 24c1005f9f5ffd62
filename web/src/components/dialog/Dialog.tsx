'use client';

import { useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '@/lib/a11y/useBodyScrollLock';
import styles from './Dialog.module.css';
import { useModalFocus } from './useModalFocus';

type DialogProps = {
  /** The visible heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Called by Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** Extra class for the panel (sizes per popup). */
  className?: string;
};

const subscribeNever = () => () => {};

/** True once running in the browser after hydration (portals need `document.body`). */
function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * A modal dialog in a portal: role="dialog" with aria-modal, named by its title, focus moved in and
 * kept inside, Escape and the 'Close' button close it, focus goes back on close, the page does not scroll.
 * Mount it only while open.
 */
export function Dialog({ title, onClose, children, className }: DialogProps) {
  const isClient = useIsClient();
  if (!isClient) return null;
  return createPortal(
    <DialogPanel title={title} onClose={onClose} className={className}>
      {children}
    </DialogPanel>,
    document.body,
  );
}

function DialogPanel({ title, onClose, children, className }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef);
  useBodyScrollLock();

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${className ?? ''}`}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
