import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getServerSession } from '@/auth/session';
import { SignInRequired } from '@/components/accounts/SignInRequired';
import { GiftCardPaymentResult } from '@/components/gift-cards/GiftCardPaymentResult';
import { parsePaymentReturn } from '@/components/payments/paymentReturn';

export const metadata: Metadata = { title: 'Gift card payment', robots: { index: false, follow: false } };

type GiftCardPaymentRouteProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the payment provider returns a gift card's buyer (the check-out's `/check-out/payment` pattern). */
export default async function GiftCardPaymentRoute({ searchParams }: GiftCardPaymentRouteProps) {
  await connection();
  const session = await getServerSession();
  if (session == null) return <SignInRequired title="Gift card payment" message="Please sign in to see your payment." />;
  return <GiftCardPaymentResult answer={parsePaymentReturn(await searchParams)} />;
}
