export const REGISTER_NOW_LABEL = 'Register Now';

/** Where the booking button leads: free provisional registration for 'Register Now', else continue booking. */
export function bookingHref(bookingLabel: string): string {
  return bookingLabel === REGISTER_NOW_LABEL ? '/registration/kmy/add' : '/check-out';
}
