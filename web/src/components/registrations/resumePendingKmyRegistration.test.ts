import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingActions, resetBookingStateForTests } from '@/state/booking-store';
import { resumePendingKmyRegistration } from './resumePendingKmyRegistration';

describe('resuming a pending KMY registration after the sign-in', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {});
    resetBookingStateForTests();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes to /registration/kmy/add with the package once, then forgets it', () => {
    const navigate = vi.fn();
    bookingActions.holdKmyRegistration({ id: 'P', title: 'KMY Free Registration', slug: 'kailash-mansarovar-yatra-free-registration' });
    expect(resumePendingKmyRegistration({ navigate })).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/registration/kmy/add?package=kailash-mansarovar-yatra-free-registration');
    expect(resumePendingKmyRegistration({ navigate })).toBe(false);
  });

  it('does nothing when no registration is pending', () => {
    const navigate = vi.fn();
    expect(resumePendingKmyRegistration({ navigate })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
