'use client';

/**
 * The header search box and the search overlay it opens (spec §2 "Search overlay").
 *
 * Opening from elsewhere (the mobile bottom bar's "Search"): `uiActions.openSearch()` of the global UI
 * store (`showSearch`). Render exactly one <SearchBox /> per page.
 */

import { useCallback, useEffect, useRef, useState } from 'react';
import { relayIsland } from '@/relay/relayIsland';
import { uiActions, useUiState } from '@/state/ui-store';
import { RotatingPlaceholder } from './RotatingPlaceholder';
import { SearchIcon } from './SearchIcon';
import type { CloseReason } from './SearchOverlay';
import { MAX_SEARCH_LENGTH } from './searchRules';
import styles from './SearchBox.module.css';

// The overlay (its queries, results, trending, its quick enquiry, Relay) is fetched on the first open, never with the page.
const SearchOverlay = relayIsland(() => import('./SearchOverlayWithQueries').then((m) => m.SearchOverlayWithQueries));

export function SearchBox() {
  const open = useUiState((state) => state.showSearch);
  const [query, setQuery] = useState('');
  const headerInputRef = useRef<HTMLInputElement>(null);
  const restoreFocusRef = useRef<HTMLElement | null>(null);
  // Focus handed back to the header input on close must not reopen the overlay.
  const ignoreNextFocusRef = useRef(false);

  const openOverlay = useCallback(() => uiActions.openSearch(), []);

  const closeOverlay = useCallback((reason: CloseReason, returnTo: HTMLElement | null) => {
    restoreFocusRef.current = reason === 'dismiss' ? returnTo : null;
    uiActions.closeSearch();
  }, []);

  // After the overlay (and its focus trap) is gone, hand focus back to where it was before opening.
  useEffect(() => {
    const returnTo = restoreFocusRef.current;
    restoreFocusRef.current = null;
    if (open || !returnTo?.isConnected) return;
    ignoreNextFocusRef.current = returnTo === headerInputRef.current;
    returnTo.focus();
    if (document.activeElement !== returnTo) ignoreNextFocusRef.current = false;
  }, [open]);

  const onHeaderFocus = () => {
    if (ignoreNextFocusRef.current) {
      ignoreNextFocusRef.current = false;
      return;
    }
    openOverlay();
  };

  return (
    <>
      <form
        role="search"
        aria-label="Site search"
        className={styles.box}
        onSubmit={(event) => {
          event.preventDefault();
          openOverlay();
        }}
      >
        <SearchIcon className={styles.icon} />
        <input
          ref={headerInputRef}
          id="site-search"
          type="search"
          className={styles.input}
          aria-label="Search"
          aria-haspopup="dialog"
          placeholder="Search destinations"
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          value={query}
          onFocus={onHeaderFocus}
          // Focus leaving the box (Tab, a click elsewhere) while the overlay's code is still on its way takes the
          // opening back: it opens only while the box has focus. Once there, the overlay takes focus itself.
          onBlur={(event) => (event.relatedTarget as Element | null)?.closest('[data-search-overlay]') || uiActions.closeSearch()}
          onClick={openOverlay}
          onKeyDown={(event) => {
            // Escape while the overlay's code is still on its way (focus opened it; its dialog, which closes on
            // Escape, is not there yet): it must not open when the code arrives. Prevented: no clearing of the box.
            if (event.key === 'Escape' && open) {
              event.preventDefault();
              uiActions.closeSearch();
            }
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            openOverlay();
          }}
        />
        {query === '' ? <RotatingPlaceholder /> : null}
      </form>
      {open ? (
        <SearchOverlay query={query} onQueryChange={setQuery} onClose={closeOverlay} />
      ) : null}
    </>
  );
}
