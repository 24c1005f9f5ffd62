/** What a person who just sent an enquiry can expect (the /thank-you page). */
export const NEXT_STEPS = [
  'A travel advisor reads your enquiry and calls you on the mobile number you verified, usually within a few working hours.',
  'You receive the itinerary, prices and the next departure dates of the packages you asked about.',
  'Once you are happy with the plan, we hold your seats and help with permits, documents and payment.',
] as const;

/** When the offices answer; the support line itself is open 24/7. */
export const OFFICE_HOURS = 'Monday to Saturday, 10:00 am to 7:00 pm (IST). The support line is open 24/7.';
