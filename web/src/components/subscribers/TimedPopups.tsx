'use client';

/** PLACEHOLDER (issue 9, web helper "timed popups and zoom"): the promo (30 s) and newsletter (60 s) popups. */
export function TimedPopups() {
  return null;
}
