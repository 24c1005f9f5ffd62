'use client';

import type { RequestedPackage } from '@/state/ui-store';

/** PLACEHOLDER (issue 9, web helper "call+price"): the request-for-price popup. */
export function PriceRequestPopup(_props: { requested: RequestedPackage }) {
  return null;
}
