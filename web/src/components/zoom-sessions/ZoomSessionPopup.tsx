'use client';

/** PLACEHOLDER (issue 9, web helper "timed popups and zoom"): the Zoom session popup. */
export function ZoomSessionPopup() {
  return null;
}
