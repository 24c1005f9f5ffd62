import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getServerSession } from '@/auth/session';
import { SignInRequired } from '@/components/accounts/SignInRequired';
import { CheckoutPage } from '@/components/cart/CheckoutPage';

export const metadata: Metadata = { title: 'Check-out', robots: { index: false, follow: false } };

/** Spec §2 'continue booking' (footer hidden by its path); spec §6: signed-in users only. */
export default async function CheckOutRoute() {
  await connection();
  const session = await getServerSession();
  if (session == null) return <SignInRequired title="Check-out" message="Please sign in to continue booking." />;
  return <CheckoutPage />;
}
