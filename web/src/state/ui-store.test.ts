import { afterEach, describe, expect, it } from 'vitest';
import { getUiState, resetUiState, uiActions } from './ui-store';

describe('ui store', () => {
  afterEach(resetUiState);

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

  it('closes both auth popups at once', () => {
    uiActions.openLogin();
    uiActions.closeAuthDialogs();
    expect(getUiState()).toMatchObject({ showLogin: false, showSignUp: false });
  });

  it('leaves other flags alone when a popup opens', () => {
    uiActions.setGlobalLoading(true);
    uiActions.openLogin();
    expect(getUiState().globalLoading).toBe(true);
  });
});
