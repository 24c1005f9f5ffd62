'use client';

/** PLACEHOLDER (issue 9, web helper "quick enquiry"): the quick enquiry popup. */
export function QuickEnquiryPopup() {
  return null;
}
