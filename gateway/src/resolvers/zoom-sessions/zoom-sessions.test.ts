import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { ENQUIRY_ID, leadLimited, leadSent } from '../../testing/fake-leads.ts';
import { failure, fakeUpstream, type FakeReply } from '../../testing/fake-upstream.ts';
import { objectId, zoomSession } from '../../testing/fixtures.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const SESSIONS = `query($first: Int) { zoomSessions(first: $first) { id internalId zoomMeetingId title startsAt durationMinutes seatsLeft } }`;
const SIGN_UP = `mutation SignUp($input: SignUpForZoomSessionInput!) {
  signUpForZoomSession(input: $input) { enquiryId otpSent retryAfterSeconds mobile message userErrors { code message field } }
}`;

const session = zoomSession(1);
const sessionId = encodeGlobalId('ZoomSession', session._id);
const signUp = (overrides: Record<string, unknown> = {}) => ({
  sessionId,
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'Asha@Example.com',
  mobile: '9810012345',
  pageUrl: 'https://example.com/kailash',
  ...overrides,
});

/** The catalogue's upcoming sessions plus `POST /zoommeeting/add-subscriber` answered by `reply`. */
function zoomUpstream(reply: FakeReply = leadSent()) {
  const catalogueFetch = fakeCatalogueUpstream(standardCatalogue()).fetch;
  return fakeUpstream(async (url, call) => {
    if (url.pathname.endsWith('/zoommeeting/add-subscriber')) return reply;
    const response = await catalogueFetch(url.href, { method: call.method, headers: call.headers });
    return { status: response.status, body: await response.json() };
  });
}

describe('Query.zoomSessions', () => {
  it('lists the soonest three by default from one public-token call, with global ids and Zoom meeting numbers', async () => {
    const upstream = zoomUpstream();
    const { data } = await testGateway(upstream.fetch).execute(SESSIONS);
    const sessions = data?.zoomSessions as { id: string; internalId: string; zoomMeetingId: string }[];
    expect(sessions.map((listed) => listed.internalId)).toEqual([1, 2, 3].map((n) => objectId('d', n)));
    expect(sessions[0]).toEqual({
      id: sessionId,
      internalId: session._id,
      zoomMeetingId: session.zoomMeetingID,
      title: session.title,
      startsAt: session.startsAt,
      durationMinutes: 60,
      seatsLeft: 99,
    });
    expect(upstream.calls.map((call) => [call.url.pathname, call.url.search, call.authorization])).toEqual([
      ['/api/v1/zoommeeting/upcoming', '?limit=10', 'Bearer public-test-token'],
    ]);
  });

  it('answers `first` sessions, and refuses a `first` outside 1..10 without a call', async () => {
    const upstream = zoomUpstream();
    const gateway = testGateway(upstream.fetch);
    expect(((await gateway.execute(SESSIONS, { first: 4 })).data?.zoomSessions as unknown[]).length).toBe(4);
    for (const first of [0, 11]) {
      const { errors } = await gateway.execute(SESSIONS, { first });
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(upstream.calls).toHaveLength(1);
  });

  it('refetches an upcoming session by its id through node, and a session no longer listed as null', async () => {
    const gateway = testGateway(zoomUpstream().fetch);
    const NODE = `query($id: ID!) { node(id: $id) { __typename id ... on ZoomSession { title } } }`;
    expect((await gateway.execute(NODE, { id: sessionId })).data?.node).toEqual({ __typename: 'ZoomSession', id: sessionId, title: session.title });
    expect((await gateway.execute(NODE, { id: encodeGlobalId('ZoomSession', objectId('d', 99)) })).data?.node).toBeNull();
  });
});

describe('Mutation.signUpForZoomSession', () => {
  it("stores the sign-up with the session's two ids and the contract body, then answers the enquiry id", async () => {
    const upstream = zoomUpstream();
    const { data } = await testGateway(upstream.fetch).execute(SIGN_UP, { input: signUp() });
    expect(data?.signUpForZoomSession).toEqual({
      enquiryId: ENQUIRY_ID,
      otpSent: true,
      retryAfterSeconds: 60,
      mobile: '+919810012345',
      message: 'Please check OTP sent on your phone number',
      userErrors: [],
    });
    expect(upstream.calls.map((call) => call.url.pathname.replace('/api/v1', ''))).toEqual(['/zoommeeting/upcoming', '/zoommeeting/add-subscriber']);
    expect(upstream.calls[1]?.body).toEqual({
      source: 'web',
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.com',
      mobile: 9810012345,
      countryCode: '+91',
      meetingID: session._id,
      zoomMeetingID: session.zoomMeetingID,
      otpVerified: false,
      pagessourcelink: 'https://example.com/kailash',
    });
  });

  it('answers a session that is not upcoming as NOT_FOUND without storing anything', async () => {
    const upstream = zoomUpstream();
    const { data } = await testGateway(upstream.fetch).execute(SIGN_UP, { input: signUp({ sessionId: encodeGlobalId('ZoomSession', objectId('d', 99)) }) });
    expect(data?.signUpForZoomSession).toMatchObject({ enquiryId: null, userErrors: [{ code: 'NOT_FOUND', message: 'Zoom session not found', field: 'sessionId' }] });
    expect(upstream.callsTo('/zoommeeting/add-subscriber')).toHaveLength(0);
  });

  it('checks every field before any call', async () => {
    const upstream = zoomUpstream();
    const input = signUp({ sessionId: encodeGlobalId('Package', session._id), firstName: ' ', lastName: '', email: 'asha@', mobile: '12' });
    const { data } = await testGateway(upstream.fetch).execute(SIGN_UP, { input });
    expect((data?.signUpForZoomSession as { userErrors: unknown[] }).userErrors).toEqual([
      { code: 'NOT_FOUND', message: 'Zoom session not found', field: 'sessionId' },
      { code: 'INVALID_INPUT', message: 'First name is required', field: 'firstName' },
      { code: 'INVALID_INPUT', message: 'Last name is required', field: 'lastName' },
      { code: 'INVALID_INPUT', message: 'Invalid email address', field: 'email' },
      { code: 'INVALID_INPUT', message: 'Invalid phone number', field: 'mobile' },
    ]);
    expect(upstream.calls).toHaveLength(0);
  });

  it("shows the api's 'full' and 'started' refusals on the session, and keeps the id of a sign-up whose OTP a limit held back", async () => {
    const full = await testGateway(zoomUpstream(failure(409, 'This session is full')).fetch).execute(SIGN_UP, { input: signUp() });
    expect(full.data?.signUpForZoomSession).toMatchObject({ userErrors: [{ code: 'REJECTED', message: 'This session is full', field: 'sessionId' }] });
    const started = await testGateway(zoomUpstream(failure(400, 'This session has already started')).fetch).execute(SIGN_UP, { input: signUp() });
    expect(started.data?.signUpForZoomSession).toMatchObject({ userErrors: [{ code: 'INVALID_INPUT', message: 'This session has already started', field: 'sessionId' }] });
    const held = await testGateway(zoomUpstream(leadLimited('Please wait 20 seconds before requesting a new OTP', 20, ENQUIRY_ID)).fetch).execute(SIGN_UP, { input: signUp() });
    expect(held.data?.signUpForZoomSession).toMatchObject({ enquiryId: ENQUIRY_ID, otpSent: false, retryAfterSeconds: 20, userErrors: [{ code: 'RATE_LIMITED' }] });
  });
});
