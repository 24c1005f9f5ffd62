import { afterEach, describe, expect, it } from 'vitest';
import { getUiState, resetUiState } from '@/state/ui-store';
import { failureMessage, firstUserError, UNEXPECTED_ERROR_MESSAGE, withGlobalLoading } from './mutationCalls';

describe('withGlobalLoading', () => {
  afterEach(resetUiState);

  it('turns the global loading flag on during the call and off after it', async () => {
    let duringCall = false;
    await withGlobalLoading(async () => {
      duringCall = getUiState().globalLoading;
    });
    expect(duringCall).toBe(true);
    expect(getUiState().globalLoading).toBe(false);
  });

  it('keeps the flag on until the last of overlapping calls ends', async () => {
    let finishFirst = () => {};
    const first = withGlobalLoading(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    await withGlobalLoading(async () => {});
    expect(getUiState().globalLoading).toBe(true);
    finishFirst();
    await first;
    expect(getUiState().globalLoading).toBe(false);
  });

  it('turns the flag off when the call fails', async () => {
    await expect(withGlobalLoading(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(getUiState().globalLoading).toBe(false);
  });
});

describe('firstUserError', () => {
  it('returns the first message', () => {
    expect(firstUserError([{ message: 'Invalid OTP' }, { message: 'other' }])).toBe('Invalid OTP');
  });

  it('returns undefined without errors', () => {
    expect(firstUserError([])).toBeUndefined();
    expect(firstUserError(null)).toBeUndefined();
  });
});

describe('failureMessage', () => {
  it('prefers the first user error, then the server message, then the generic text', () => {
    expect(failureMessage({ userErrors: [{ message: 'Invalid OTP' }], message: 'ignored' })).toBe('Invalid OTP');
    expect(failureMessage({ userErrors: [], message: 'Please wait 42 seconds before requesting a new OTP' })).toBe(
      'Please wait 42 seconds before requesting a new OTP',
    );
    expect(failureMessage({ userErrors: [], message: null })).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
