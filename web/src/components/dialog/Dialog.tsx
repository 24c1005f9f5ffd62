'use client';

import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '@/lib/a11y/useBodyScrollLock';
import styles from './Dialog.module.css';
import { useModalFocus } from './useModalFocus';

type CommonProps = {
  /** Called by Escape (and, for a popup, the 'Close' button and a click on the backdrop). */
  onClose: () => void;
  children: ReactNode;
  /** Extra class for the panel (sizes per popup; the overlay's whole look). */
  className?: string;
};

/** A popup: a titled panel with a 'Close' button (login, sign-up, Confirm e-mail). */
type PopupProps = CommonProps & {
  variant?: 'popup';
  /** The visible heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
};

/** An overlay: the caller draws everything inside (search); focus goes back by the caller's rule. */
type OverlayProps = CommonProps & {
  variant: 'overlay';
  /** The dialog's accessible name (aria-label). */
  label: string;
  backdropClassName?: string;
};

export type DialogProps = PopupProps | OverlayProps;

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
 * The site's one modal dialog, in a portal: role="dialog" with aria-modal, focus moved in and kept inside,
 * Escape closes, the page does not scroll. A popup also returns focus on close; an overlay leaves that to
 * its owner. Mount it only while open.
 */
export function Dialog(props: DialogProps) {
  const isClient = useIsClient();
  if (!isClient) return null;
  return createPortal(props.variant === 'overlay' ? <OverlayPanel {...props} /> : <PopupPanel {...props} />, document.body);
}

/** The open dialogs' latest `onClose`, the top-most last. */
const openDialogs: { current: () => void }[] = [];

/**
 * Escape closes the top-most dialog wherever focus is — also on `<body>`, where focus falls when a step
 * removes the focused control. Listened for on `window`, so a control inside that handles Escape itself
 * (a combobox's list, the country picker) and prevents its default keeps the dialog open.
 */
function closeTopOnEscape(event: globalThis.KeyboardEvent) {
  const top = openDialogs[openDialogs.length - 1];
  if (event.key === 'Escape' && !event.defaultPrevented && top) {
    event.preventDefault();
    top.current();
  }
}

function useCloseOnEscape(onClose: () => void) {
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    openDialogs.push(latest);
    if (openDialogs.length === 1) window.addEventListener('keydown', closeTopOnEscape);
    return () => {
      openDialogs.splice(openDialogs.indexOf(latest), 1);
      if (openDialogs.length === 0) window.removeEventListener('keydown', closeTopOnEscape);
    };
  }, []);
}

function OverlayPanel({ label, onClose, children, className, backdropClassName }: OverlayProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, false);
  useBodyScrollLock();
  useCloseOnEscape(onClose);
  return (
    <div className={backdropClassName}>
      <div ref={panelRef} role="dialog" aria-modal="true" aria-label={label} className={className}>
        {children}
      </div>
    </div>
  );
}

function PopupPanel({ title, onClose, children, className }: PopupProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef);
  useBodyScrollLock();
  useCloseOnEscape(onClose);

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
      >
        {/* Not a <header>: inside a dialog it would be a second page-level banner landmark. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
