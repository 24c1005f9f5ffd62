import { afterEach, describe, expect, it, vi } from 'vitest';
import { commitLocalUpdate, type Environment } from 'relay-runtime';
import { createEnvironment } from '@/relay/environment';
import { UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { changeWishlist } from './changeWishlist';

const PACKAGE_ID = 'UGFja2FnZTox';
const VIEWER_ID = 'Vmlld2VyOjE=';

/** A browser environment whose one request stays open until the test answers it. */
function setUp(wishlistCount = 3) {
  let answer: (response: Response) => void = () => undefined;
  const fetchSpy = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetchSpy);
  const environment = createEnvironment();
  commitLocalUpdate(environment, (store) => {
    const pkg = store.create(PACKAGE_ID, 'Package');
    pkg.setValue(PACKAGE_ID, 'id');
    pkg.setValue(false, 'isInWishlist');
    const viewer = store.create(VIEWER_ID, 'Viewer');
    viewer.setValue(VIEWER_ID, 'id');
    viewer.setValue(wishlistCount, 'wishlistCount');
    store.getRoot().setLinkedRecord(viewer, 'viewer');
  });
  return { environment, fetchSpy, answer: (response: Response) => answer(response) };
}

function heartAndCount(environment: Environment) {
  const source = environment.getStore().getSource();
  return { isInWishlist: source.get(PACKAGE_ID)?.isInWishlist, wishlistCount: source.get(VIEWER_ID)?.wishlistCount };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const addAnswer = (userErrors: { code: string; message: string; field: null }[] = []) =>
  json({
    data: {
      addToWishlist: {
        package: userErrors.length ? null : { id: PACKAGE_ID, isInWishlist: true },
        viewer: userErrors.length ? null : { id: VIEWER_ID, wishlistCount: 4, newest: { edges: [] } },
        userErrors,
      },
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the optimistic wishlist change', () => {
  it('fills the heart and raises the count before the answer, and keeps them when it succeeds', async () => {
    const { environment, fetchSpy, answer } = setUp();
    const done = changeWishlist(environment, { packageId: PACKAGE_ID, add: true });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(heartAndCount(environment)).toEqual({ isInWishlist: true, wishlistCount: 4 });
    answer(addAnswer());
    expect(await done).toBeNull();
    expect(heartAndCount(environment)).toEqual({ isInWishlist: true, wishlistCount: 4 });
  });

  it('rolls back and answers the generic message when the server fails', async () => {
    const { environment, answer } = setUp();
    const done = changeWishlist(environment, { packageId: PACKAGE_ID, add: true });
    answer(new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain' } }));
    expect(await done).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(heartAndCount(environment)).toEqual({ isInWishlist: false, wishlistCount: 3 });
  });

  it("rolls back and answers the server's user error", async () => {
    const { environment, answer } = setUp();
    const done = changeWishlist(environment, { packageId: PACKAGE_ID, add: true });
    answer(addAnswer([{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }]));
    expect(await done).toBe('Please sign in to continue');
    expect(heartAndCount(environment)).toEqual({ isInWishlist: false, wishlistCount: 3 });
  });

  it('empties the heart and lowers the count at once when removing', () => {
    const { environment } = setUp();
    commitLocalUpdate(environment, (store) => store.get(PACKAGE_ID)?.setValue(true, 'isInWishlist'));
    void changeWishlist(environment, { packageId: PACKAGE_ID, add: false });
    expect(heartAndCount(environment)).toEqual({ isInWishlist: false, wishlistCount: 2 });
  });

  it('leaves the count alone when the heart already shows the change', () => {
    const { environment } = setUp();
    void changeWishlist(environment, { packageId: PACKAGE_ID, add: false });
    expect(heartAndCount(environment)).toEqual({ isInWishlist: false, wishlistCount: 3 });
  });
});
