import { Environment, Network, RecordSource, Store, type Variables } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '@/components/toast/toastStore';
import { bookingActions, pendingBooking, resetBookingStateForTests } from '@/state/booking-store';
import { resumePendingBooking } from './resumePendingBooking';

const pkg = { id: 'UGFja2FnZTox', title: 'Kailash Mansarovar Yatra Overland via Kathmandu', slug: 'kailash-overland' };

/** A Relay environment whose network (the gateway, outside this unit) answers `addToCart` with `userErrors`. */
function environmentAnswering(userErrors: { message: string; field: string | null }[], sent: Variables[]) {
  return new Environment({
    network: Network.create(async (_params, variables) => {
      sent.push(variables);
      return { data: { addToCart: { cart: null, viewer: null, userErrors } } };
    }),
    store: new Store(new RecordSource()),
  });
}

describe('resuming a pending booking after the sign-in', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {});
    resetBookingStateForTests();
    clearToasts();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the package and the date to the cart, then goes to /check-out', async () => {
    const sent: Variables[] = [];
    const navigate = vi.fn();
    bookingActions.holdBooking(pkg, '2027-06-19');
    expect(resumePendingBooking({ navigate, environment: environmentAnswering([], sent) })).toBe(true);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/check-out'));
    expect(sent).toEqual([{ input: { packageId: pkg.id, date: '2027-06-19' } }]);
    expect(pendingBooking()).toBeNull();
  });

  it("shows the cart's refusal and stays on the page", async () => {
    const navigate = vi.fn();
    bookingActions.holdBooking(pkg, '2027-06-05');
    resumePendingBooking({ navigate, environment: environmentAnswering([{ message: 'Only 0 seats are left on this date', field: 'date' }], []) });
    await vi.waitFor(() => expect(getToasts().map((toast) => toast.message)).toEqual(['Only 0 seats are left on this date']));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing when no booking is pending', () => {
    const sent: Variables[] = [];
    expect(resumePendingBooking({ navigate: vi.fn(), environment: environmentAnswering([], sent) })).toBe(false);
    expect(sent).toEqual([]);
  });
});
