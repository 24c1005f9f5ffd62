'use client';

import { signOut } from 'next-auth/react';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProfileContentQuery } from '@/__generated__/ProfileContentQuery.graphql';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EditProfileDialog } from './EditProfileDialog';
import { ProfileBookings } from './bookings/ProfileBookings';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEnquiries } from './enquiries/ProfileEnquiries';
import { ProfileGroupOrders } from './group-orders/ProfileGroupOrders';
import { ProfileKyc } from './kyc/ProfileKyc';
import { ProfileGiftCards } from './gift-cards/ProfileGiftCards';
import { ProfileRegistrations } from './registrations/ProfileRegistrations';
import { ProfileReviews } from './reviews/ProfileReviews';
import { ProfileTravellers } from './travellers/ProfileTravellers';
import { ProfileWallet } from './wallet/ProfileWallet';
import { ProfileWishlist } from './wishlist/ProfileWishlist';
import { useSectionDeepLink } from './useSectionDeepLink';
import { uiActions } from '@/state/ui-store';
import styles from './profile.module.css';

/** Employees only: loaded on demand, so a customer's page never downloads it. */
const ProfileEmployee = dynamic(() => import('./employee/ProfileEmployee').then((module) => module.ProfileEmployee), { ssr: false });

export type ProfileDialog = 'editProfile' | 'changePassword' | null;

export const profileContentQuery = graphql`
  query ProfileContentQuery {
    viewer {
      id
      role
      ...ProfileDetails_viewer
      ...EditProfileDialog_viewer
      ...ProfileTravellers_viewer
      ...ProfileWishlist_viewer
      ...ProfileEnquiries_viewer
      ...ProfileReviews_viewer
    }
  }
`;

type ProfileContentProps = {
  queryRef: PreloadedQuery<ProfileContentQuery>;
  dialog: ProfileDialog;
  onCloseDialog: () => void;
  onReady: (ready: boolean) => void;
  onRole: (role: string | null) => void;
};

/** The signed-in user's sections. A null viewer means the api no longer knows the session's token. */
export function ProfileContent({ queryRef, dialog, onCloseDialog, onReady, onRole }: ProfileContentProps) {
  const { viewer } = usePreloadedQuery<ProfileContentQuery>(profileContentQuery, queryRef);
  useSectionDeepLink(viewer != null);
  useEffect(() => {
    onReady(viewer != null);
    return () => onReady(false);
  }, [viewer, onReady]);
  useEffect(() => onRole(viewer?.role ?? null), [viewer?.role, onRole]);

  if (viewer == null) return <SessionEnded />;
  return (
    <>
      <ProfileDetails viewer={viewer} />
      <ProfileTravellers viewer={viewer} />
      <ProfileWishlist viewer={viewer} />
      <ProfileReviews viewer={viewer} />
      <ProfileEnquiries viewer={viewer} />
      <ProfileBookings viewerId={viewer.id} />
      <ProfileWallet viewerId={viewer.id} />
      {viewer.role === 'EMPLOYEE' && <ProfileEmployee viewerId={viewer.id} />}
      <ProfileGroupOrders viewerId={viewer.id} />
      <ProfileKyc />
      <ProfileGiftCards viewerId={viewer.id} />
      <ProfileRegistrations />
      {dialog === 'editProfile' && <EditProfileDialog viewer={viewer} onClose={onCloseDialog} />}
      {dialog === 'changePassword' && <ChangePasswordDialog onClose={onCloseDialog} />}
    </>
  );
}

/** The session's api token was revoked (another device, a password reset): sign out here and sign in again. */
function SessionEnded() {
  const signInAgain = async () => {
    await signOut({ redirect: false });
    uiActions.openLogin();
  };
  return (
    <div className={styles.loadError}>
      <p>Your session has ended. Please sign in again.</p>
      <button type="button" className="button" onClick={signInAgain}>
        Sign In
      </button>
    </div>
  );
}
