import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getServerSession } from '@/auth/session';
import { SignInRequired } from '@/components/accounts/SignInRequired';
import { GroupOrderView } from '@/components/group-orders/GroupOrderView';
import { globalIdOf } from '@/relay/globalId';

export const metadata: Metadata = { title: 'Group order', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

/** A group order (organiser and members only): the shell is server-rendered, the data loads in the browser. */
export default async function GroupOrderRoute({ params }: Props) {
  await connection();
  const session = await getServerSession().catch(() => null);
  if (session == null) return <SignInRequired title="Group order" message="Please sign in to see your group order." />;
  return <GroupOrderView groupOrderId={globalIdOf('GroupOrder', (await params).id)} />;
}
