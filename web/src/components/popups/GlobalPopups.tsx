'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { LoginPopup } from '@/components/accounts/LoginPopup';
import { SignUpPopup } from '@/components/accounts/SignUpPopup';
import { useUiState } from '@/state/ui-store';
import { globalPopupsAllowed } from './popupsAllowed';

// Loaded on demand: a lead popup's code is fetched the first time its flag is set, never with the page.
const CallBackPopup = dynamic(() => import('@/components/enquiries/CallBackPopup').then((m) => m.CallBackPopup), { ssr: false });
const PriceRequestPopup = dynamic(() => import('@/components/enquiries/PriceRequestPopup').then((m) => m.PriceRequestPopup), { ssr: false });
const QuickEnquiryPopup = dynamic(() => import('@/components/enquiries/QuickEnquiryPopup').then((m) => m.QuickEnquiryPopup), { ssr: false });
const ZoomSessionPopup = dynamic(() => import('@/components/zoom-sessions/ZoomSessionPopup').then((m) => m.ZoomSessionPopup), { ssr: false });
const TimedPopups = dynamic(() => import('@/components/subscribers/TimedPopups').then((m) => m.TimedPopups), { ssr: false });

/** The host of the global popups, rendered once in the layout; none on story-viewer pages (spec §2). */
export function GlobalPopups() {
  const pathname = usePathname();
  const callPopup = useUiState((state) => state.callPopup);
  const priceRequest = useUiState((state) => state.priceRequest);
  const showQuickEnquiry = useUiState((state) => state.showQuickEnquiry);
  const showZoom = useUiState((state) => state.showZoom);
  if (!globalPopupsAllowed(pathname)) return null;
  return (
    <>
      <LoginPopup />
      <SignUpPopup />
      {callPopup && <CallBackPopup variant={callPopup} />}
      {priceRequest && <PriceRequestPopup requested={priceRequest} />}
      {showQuickEnquiry && <QuickEnquiryPopup />}
      {showZoom && <ZoomSessionPopup />}
      <TimedPopups />
    </>
  );
}
