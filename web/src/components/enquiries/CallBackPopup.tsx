'use client';

import type { CallPopupVariant } from '@/state/ui-store';

/** PLACEHOLDER (issue 9, web helper "call+price"): the get-a-call popup. */
export function CallBackPopup(_props: { variant: CallPopupVariant }) {
  return null;
}
