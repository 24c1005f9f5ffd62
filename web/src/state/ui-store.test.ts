import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_TAB } from '@/components/package/tabs/packageTabs';
import { getUiState, resetUiState, uiActions } from './ui-store';

describe('ui store', () => {
  afterEach(resetUiState);

  it("holds the package page's mobile tab, by default the spec's 'overview_tab'", () => {
    expect(getUiState().packageTab).toBe(DEFAULT_PACKAGE_TAB);
    uiActions.selectPackageTab('reviews_tab');
    expect(getUiState().packageTab).toBe('reviews_tab');
  });

  it('opens the login popup and closes the sign-up popup', () => {
    uiActions.openSignUp();
    uiActions.openLogin();
    expect(getUiState()).toMatchObject({ showLogin: true, showSignUp: false });
  });

  it('opens the sign-up popup and closes the login popup', () => {
    uiActions.openLogin();
    uiActions.openSignUp();
    expect(getUiState()).toMatchObject({ showLogin: false, showSignUp: true });
  });

  it('closes both account popups at once', () => {
    uiActions.openLogin();
    uiActions.closeAccountPopups();
    expect(getUiState()).toMatchObject({ showLogin: false, showSignUp: false });
  });

  it('leaves other flags alone when a popup opens', () => {
    uiActions.setGlobalLoading(true);
    uiActions.openLogin();
    expect(getUiState().globalLoading).toBe(true);
  });

  it('opens and closes the search overlay without touching the account popups', () => {
    uiActions.openLogin();
    uiActions.openSearch();
    expect(getUiState()).toMatchObject({ showSearch: true, showLogin: true });
    uiActions.closeSearch();
    expect(getUiState()).toMatchObject({ showSearch: false, showLogin: true });
  });

  it("a visitor's heart remembers the package and opens the login popup; the package is handed over once", () => {
    uiActions.wishlistAfterSignIn('UGFja2FnZTox');
    expect(getUiState()).toMatchObject({ showLogin: true, pendingWishlistPackageId: 'UGFja2FnZTox' });
    expect(uiActions.takePendingWishlist()).toBe('UGFja2FnZTox');
    expect(uiActions.takePendingWishlist()).toBeNull();
  });

  it('forgets the pending wishlist package when the popup is dismissed without signing in', () => {
    uiActions.wishlistAfterSignIn('UGFja2FnZTox');
    uiActions.dismissAccountPopups();
    expect(getUiState()).toMatchObject({ showLogin: false, pendingWishlistPackageId: null });
  });

  it('records visits oldest first', () => {
    uiActions.recordVisit('a');
    uiActions.recordVisit('b');
    uiActions.recordVisit('a');
    expect(getUiState().recentlyVisited).toEqual(['b', 'a']);
  });
});
