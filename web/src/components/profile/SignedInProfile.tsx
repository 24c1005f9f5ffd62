'use client';

import { Suspense, useCallback, useEffect } from 'react';
import { useQueryLoader } from 'react-relay';
import type { ProfileContentQuery } from '@/__generated__/ProfileContentQuery.graphql';
import profileContentQueryNode from '@/__generated__/ProfileContentQuery.graphql';
import { ProfileContent, type ProfileDialog } from './ProfileContent';
import { ProfileLoadBoundary } from './ProfileLoadBoundary';
import { ProfileSkeleton } from './ProfileSkeleton';

type SignedInProfileProps = { dialog: ProfileDialog; onCloseDialog: () => void; onReady: (ready: boolean) => void; onRole: (role: string | null) => void };

/** Loads `ProfileContentQuery` in the browser (never in the server render: the data is the user's own). */
export function SignedInProfile({ dialog, onCloseDialog, onReady, onRole }: SignedInProfileProps) {
  const [queryRef, loadQuery] = useQueryLoader<ProfileContentQuery>(profileContentQueryNode);
  const load = useCallback(() => loadQuery({}, { fetchPolicy: 'network-only' }), [loadQuery]);
  useEffect(load, [load]);

  return (
    <div>
      <ProfileLoadBoundary what="Profile" onRetry={load}>
        {queryRef ? (
          <Suspense fallback={<ProfileSkeleton />}>
            <ProfileContent queryRef={queryRef} dialog={dialog} onCloseDialog={onCloseDialog} onReady={onReady} onRole={onRole} />
          </Suspense>
        ) : (
          <ProfileSkeleton />
        )}
      </ProfileLoadBoundary>
    </div>
  );
}
