import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getServerSession } from '@/auth/session';
import { ProfilePage } from '@/components/profile/ProfilePage';

export const metadata: Metadata = { title: 'My Profile', robots: { index: false } };

/**
 * `/profile` (spec §2, §6: login required). The shell — side nav and the section headings the anchors
 * #Travellers #wishList #Reviews #enquiry #booking point at — is server-rendered for whoever asks; the
 * user's data is personal, so the browser loads it with Relay through `/api/graphql` after hydration.
 */
export default async function ProfileRoute() {
  await connection();
  const session = await getServerSession().catch(() => null);
  return <ProfilePage signedIn={session !== null} />;
}
