/** Where a verified enquiry goes (spec §2 routes, §4): the /thank-you page. */
export const THANK_YOU_PATH = '/thank-you';
