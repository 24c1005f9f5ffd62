'use client';

import { usePathname } from 'next/navigation';
import { LoginPopup } from '@/components/accounts/LoginPopup';
import { SignUpPopup } from '@/components/accounts/SignUpPopup';
import { globalPopupsAllowed } from './popupsAllowed';

/** The host of the global popups, rendered once in the layout. Later issues add their popups here. */
export function GlobalPopups() {
  const pathname = usePathname();
  if (!globalPopupsAllowed(pathname)) return null;
  return (
    <>
      <LoginPopup />
      <SignUpPopup />
    </>
  );
}
