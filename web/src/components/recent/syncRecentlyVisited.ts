import { commitMutation } from 'relay-runtime';
import type { recordRecentlyVisitedMutation as RecordRecentlyVisitedMutation } from '@/__generated__/recordRecentlyVisitedMutation.graphql';
import { getEnvironment } from '@/relay/environment';
import { getUiState, uiActions } from '@/state/ui-store';
import { recordRecentlyVisitedMutation } from './recordRecentlyVisitedMutation';

let latestRequest = 0;

/**
 * Signed in: records `visited` (oldest first; by default the UI store's whole list, what a sign-in brings
 * along) as visited now and replaces the UI store's list with the user's merged list, so the list follows the
 * user across browsers. A package page sends its package only: resending the whole list would stamp this
 * browser's older visits as newer than those made meanwhile in another browser. Runs in the background: a
 * failure keeps the local list as it is, and only the answer to the latest call is applied (an older one
 * arriving late would drop a newer visit).
 */
export function syncRecentlyVisited(visited: readonly string[] = getUiState().recentlyVisited): void {
  latestRequest += 1;
  const request = latestRequest;
  commitMutation<RecordRecentlyVisitedMutation>(getEnvironment(), {
    mutation: recordRecentlyVisitedMutation,
    variables: { input: { packageIds: [...visited] } },
    onCompleted: (response, errors) => {
      const payload = response.recordRecentlyVisited;
      if (request !== latestRequest || (errors?.length ?? 0) > 0 || payload.userErrors.length > 0) return;
      uiActions.replaceRecentlyVisited(payload.packages.map((pkg) => pkg.id));
    },
    onError: () => undefined,
  });
}
