'use client';

import { useRouter } from 'next/navigation';
import { useSession } from '@/auth/useSession';
import { useState } from 'react';
import { relayIsland } from '@/relay/relayIsland';
import { kmyRegistrationHref } from '@/components/registrations/kmyRegistrationPath';
import { uiActions } from '@/state/ui-store';

/** The date picker is loaded when Book Now is pressed, not with the package page. */
const DepartureDialog = relayIsland(() => import('@/components/booking/DepartureDialog').then((module) => module.DepartureDialog));

/** The booking label of the free registration package (spec §2), computed by the gateway. */
export const REGISTER_NOW_LABEL = 'Register Now';

/** The package the button books (the package page's server query selects it). */
export type BookingButtonPackage = { id: string; slug: string; title: string; bookingLabel: string };

/**
 * 'Book Now' opens the departure date picker; 'Register Now' (the free KMY registration package) goes to
 * /registration/kmy/add, through the login popup when signed out (spec §4).
 */
export function BookingButton({ package: pkg, className }: { package: BookingButtonPackage; className: string }) {
  const router = useRouter();
  const { status } = useSession();
  const [choosingDate, setChoosingDate] = useState(false);
  const selected = { id: pkg.id, title: pkg.title, slug: pkg.slug };

  if (pkg.bookingLabel === REGISTER_NOW_LABEL) {
    const register = () => {
      if (status === 'authenticated') {
        router.push(kmyRegistrationHref(pkg.slug));
        return;
      }
      // The booking store (persisted) comes with the press, not with the page.
      void import('@/state/booking-store').then(({ bookingActions }) => {
        bookingActions.holdKmyRegistration(selected);
        uiActions.openLogin();
      });
    };
    return (
      <button type="button" className={className} onClick={register}>
        {pkg.bookingLabel}
      </button>
    );
  }

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setChoosingDate(true)}
        aria-haspopup="dialog"
      >
        {pkg.bookingLabel}
      </button>
      {choosingDate ? <DepartureDialog pkg={selected} onClose={() => setChoosingDate(false)} /> : null}
    </>
  );
}
