import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type Variables } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUiState, resetUiState, uiActions } from '@/state/ui-store';

type Call = { variables: Variables; answer: (response: GraphQLResponse) => void };
const calls: Call[] = [];
const environment = new Environment({
  network: Network.create((_params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      calls.push({ variables, answer: (response) => (sink.next(response), sink.complete()) });
    }),
  ),
  store: new Store(new RecordSource()),
});
vi.mock('@/relay/environment', () => ({ getEnvironment: () => environment }));
const { syncRecentlyVisited } = await import('./syncRecentlyVisited');

const merged = (ids: string[], userErrors: { code: string; message: string; field: null }[] = []): GraphQLResponse => ({
  data: { recordRecentlyVisited: { packages: ids.map((id) => ({ id, __typename: 'Package' })), userErrors } },
});

describe('syncRecentlyVisited', () => {
  beforeEach(() => {
    calls.length = 0;
    resetUiState();
  });
  afterEach(resetUiState);

  it("sends the local list, oldest first, and replaces it with the user's merged list", () => {
    uiActions.recordVisit('P1');
    uiActions.recordVisit('P2');
    syncRecentlyVisited();
    expect(calls[0]?.variables).toEqual({ input: { packageIds: ['P1', 'P2'] } });
    calls[0]!.answer(merged(['P9', 'P1', 'P2']));
    expect(getUiState().recentlyVisited).toEqual(['P9', 'P1', 'P2']);
  });

  it("a package page's visit sends that package only", () => {
    uiActions.recordVisit('P1');
    uiActions.recordVisit('P2');
    syncRecentlyVisited(['P2']);
    expect(calls[0]?.variables).toEqual({ input: { packageIds: ['P2'] } });
    calls[0]!.answer(merged(['P1', 'P7', 'P2']));
    expect(getUiState().recentlyVisited).toEqual(['P1', 'P7', 'P2']);
  });

  it('applies only the answer to the latest call, and keeps the local list when the user errors', () => {
    uiActions.recordVisit('P1');
    syncRecentlyVisited();
    uiActions.recordVisit('P2');
    syncRecentlyVisited();
    calls[1]!.answer(merged(['P1', 'P2']));
    calls[0]!.answer(merged(['P1']));
    expect(getUiState().recentlyVisited).toEqual(['P1', 'P2']);

    syncRecentlyVisited();
    calls[2]!.answer(merged([], [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }]));
    expect(getUiState().recentlyVisited).toEqual(['P1', 'P2']);
  });
});
