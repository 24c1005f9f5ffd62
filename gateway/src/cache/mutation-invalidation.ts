import { getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { CachedEntity } from './public-cache.ts';

/**
 * The mutations of this gateway that change public data, and the cached types they make stale. Starting a
 * payment holds seats and settling it books or frees them (`Departure.seatsLeft`); a verified Zoom sign-up takes
 * a place (`ZoomSession.seatsLeft`). The api's change notices cover the same changes made elsewhere (another
 * gateway, a hold that expires); these drop the cache at once, without waiting for the notice.
 */
export const PUBLIC_DATA_MUTATIONS: Readonly<Record<string, readonly string[]>> = {
  startPayment: ['Departure'],
  completePayment: ['Departure'],
  failPayment: ['Departure'],
  signUpForZoomSession: ['ZoomSession'],
  verifyEnquiryOtp: ['ZoomSession'],
  writeReview: ['Review', 'Package'],
  voteReview: ['Review'],
};

/** After such a mutation ran (whatever it answered: a refusal costs a refill at most), drops the responses it made stale. */
export function useMutationInvalidation(invalidate: (entities: CachedEntity[]) => void): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const stale = new Set<string>();
      for (const selection of operation.selectionSet.selections) {
        if (selection.kind !== Kind.FIELD) continue;
        for (const typename of PUBLIC_DATA_MUTATIONS[selection.name.value] ?? []) stale.add(typename);
      }
      if (stale.size === 0) return;
      return {
        onExecuteDone() {
          invalidate([...stale].map((typename) => ({ typename })));
        },
      };
    },
  };
}
