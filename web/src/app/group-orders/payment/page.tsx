import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getServerSession } from '@/auth/session';
import { SignInRequired } from '@/components/accounts/SignInRequired';
import { SharePaymentResult } from '@/components/group-orders/SharePaymentResult';
import styles from '@/components/payments/PaymentResult.module.css';
import { parsePaymentReturn } from '@/components/payments/paymentReturn';

export const metadata: Metadata = { title: 'Share payment', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the payment provider returns a member who paid (or not) their group-order share. */
export default async function SharePaymentRoute({ searchParams }: Props) {
  await connection();
  const session = await getServerSession();
  if (session == null) return <SignInRequired title="Payment" message="Please sign in to see your payment." />;
  return (
    <section className={`container ${styles.page}`}>
      <SharePaymentResult answer={parsePaymentReturn(await searchParams)} />
    </section>
  );
}
