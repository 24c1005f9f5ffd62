import { commitMutation } from 'relay-runtime';
import type { recordRecentlyVisitedMutation as RecordRecentlyVisitedMutation } from '@/__generated__/recordRecentlyVisitedMutation.graphql';
import { getEnvironment } from '@/relay/environment';
import { getUiState, uiActions } from '@/state/ui-store';
import { recordRecentlyVisitedMutation } from './recordRecentlyVisitedMutation';

let latestRequest = 0;

/**
 * Signed in: sends the UI store's recently visited packages (oldest first) and replaces them with the
 * user's merged list, so the list follows the user across browsers. Runs in the background: a failure keeps
 * the local list as it is, and only the answer to the latest call is applied (an older one arriving late
 * would drop a newer visit).
 */
export function syncRecentlyVisited(): void {
  latestRequest += 1;
  const request = latestRequest;
  commitMutation<RecordRecentlyVisitedMutation>(getEnvironment(), {
    mutation: recordRecentlyVisitedMutation,
    variables: { input: { packageIds: [...getUiState().recentlyVisited] } },
    onCompleted: (response, errors) => {
      const payload = response.recordRecentlyVisited;
      if (request !== latestRequest || (errors?.length ?? 0) > 0 || payload.userErrors.length > 0) return;
      uiActions.replaceRecentlyVisited(payload.packages.map((pkg) => pkg.id));
    },
    onError: () => undefined,
  });
}
