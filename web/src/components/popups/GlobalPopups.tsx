'use client';

import { lazyIsland } from '@/lib/lazyIsland';
import { relayIsland } from '@/relay/relayIsland';
import { usePathname } from 'next/navigation';
import { useUiState } from '@/state/ui-store';
import { globalPopupsAllowed } from './popupsAllowed';

// Loaded on demand: a popup's code (forms, validation, libphonenumber-js metadata) is fetched the first time its
// flag is set, never with the page; `scripts/check-budgets.ts` fails the build when it creeps back.
const LoginPopup = relayIsland(() => import('@/components/accounts/LoginPopup').then((m) => m.LoginPopup));
const SignUpPopup = relayIsland(() => import('@/components/accounts/SignUpPopup').then((m) => m.SignUpPopup));
const CallBackPopup = relayIsland(() => import('@/components/enquiries/CallBackPopup').then((m) => m.CallBackPopup));
const PriceRequestPopup = relayIsland(() => import('@/components/enquiries/PriceRequestPopup').then((m) => m.PriceRequestPopup));
const QuickEnquiryPopup = relayIsland(() => import('@/components/enquiries/QuickEnquiryPopup').then((m) => m.QuickEnquiryPopup));
const ZoomSessionPopup = relayIsland(() => import('@/components/zoom-sessions/ZoomSessionPopup').then((m) => m.ZoomSessionPopup));
const TimedPopups = lazyIsland(() => import('@/components/subscribers/TimedPopups').then((m) => m.TimedPopups));

/** The host of the global popups, rendered once in the layout; none on story-viewer pages (spec §2). */
export function GlobalPopups() {
  const pathname = usePathname();
  const showLogin = useUiState((state) => state.showLogin);
  const showSignUp = useUiState((state) => state.showSignUp);
  const callPopup = useUiState((state) => state.callPopup);
  const priceRequest = useUiState((state) => state.priceRequest);
  const showQuickEnquiry = useUiState((state) => state.showQuickEnquiry);
  const showZoom = useUiState((state) => state.showZoom);
  if (!globalPopupsAllowed(pathname)) return null;
  return (
    <>
      {showLogin && <LoginPopup />}
      {showSignUp && <SignUpPopup />}
      {callPopup && <CallBackPopup variant={callPopup} />}
      {priceRequest && <PriceRequestPopup requested={priceRequest} />}
      {showQuickEnquiry && <QuickEnquiryPopup />}
      {showZoom && <ZoomSessionPopup />}
      <TimedPopups />
    </>
  );
}
