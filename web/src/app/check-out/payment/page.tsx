import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getServerSession } from '@/auth/session';
import { SignInRequired } from '@/components/accounts/SignInRequired';
import { PaymentResultPage } from '@/components/payments/PaymentResultPage';
import { parsePaymentReturn } from '@/components/payments/paymentReturn';

export const metadata: Metadata = { title: 'Payment', robots: { index: false, follow: false } };

type PaymentRouteProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the payment provider returns the customer: the payment is confirmed (or recorded as failed) once. */
export default async function PaymentRoute({ searchParams }: PaymentRouteProps) {
  await connection();
  const session = await getServerSession();
  if (session == null) return <SignInRequired title="Payment" message="Please sign in to see your payment." />;
  return <PaymentResultPage answer={parsePaymentReturn(await searchParams)} />;
}
