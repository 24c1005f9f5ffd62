import { describe, expect, it } from 'vitest';
import { failure, fakeUpstream, type FakeReply } from '../../testing/fake-upstream.ts';
import { leadLimited } from '../../testing/fake-leads.ts';
import { testGateway } from '../../testing/gateway.ts';

const SUBSCRIBE = `mutation Subscribe($input: SubscribeToNewsletterInput!) {
  subscribeToNewsletter(input: $input) { subscribed message userErrors { code message field } }
}`;

const SUBSCRIBER_ID = '6650aa00bb11cc22dd33ee55';
const thanks: FakeReply = { status: 200, body: { status: 200, message: 'Thank you for subscribing', data: { data: SUBSCRIBER_ID } } };
const setUp = (reply: FakeReply = thanks) => {
  const upstream = fakeUpstream((url) => (url.pathname.endsWith('/subscriber/subscribe') ? reply : undefined));
  return { upstream, gateway: testGateway(upstream.fetch) };
};

describe('Mutation.subscribeToNewsletter', () => {
  it("subscribes with the contract body and answers the api's message", async () => {
    const { upstream, gateway } = setUp();
    const input = { email: ' Asha@Example.com ', firstName: 'Asha', lastName: 'Rao', mobile: '9810012345', countryCode: '+91', category: 'WhatsApp' };
    const { data } = await gateway.execute(SUBSCRIBE, { input });
    expect(data?.subscribeToNewsletter).toEqual({ subscribed: true, message: 'Thank you for subscribing', userErrors: [] });
    expect(upstream.calls[0]?.body).toEqual({
      source: 'web',
      email: 'asha@example.com',
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: 9810012345,
      countryCode: '+91',
      category: 'whatsapp',
    });
  });

  it('sends only what was given: no mobile, no last name, the default category', async () => {
    const { upstream, gateway } = setUp();
    await gateway.execute(SUBSCRIBE, { input: { email: 'asha@example.com', firstName: 'Asha', mobile: '', lastName: null } });
    expect(upstream.calls[0]?.body).toEqual({ source: 'web', email: 'asha@example.com', firstName: 'Asha' });
  });

  it('checks the e-mail, the first name, a given mobile and the category before any call', async () => {
    const { upstream, gateway } = setUp();
    const input = { email: '', firstName: '', mobile: '12', category: 'news letter' };
    const { data } = await gateway.execute(SUBSCRIBE, { input });
    expect((data?.subscribeToNewsletter as { userErrors: unknown[] }).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'E-mail is required', field: 'email' },
      { code: 'INVALID_INPUT', message: 'First name is required', field: 'firstName' },
      { code: 'INVALID_INPUT', message: 'Choose what to subscribe to', field: 'category' },
      { code: 'INVALID_INPUT', message: 'Invalid phone number', field: 'mobile' },
    ]);
    expect(upstream.calls).toHaveLength(0);
  });

  it("answers the lead limit's 429 with its wait message, a 400 on its field and a 5xx with the spec's unexpected text", async () => {
    const input = { email: 'asha@example.com', firstName: 'Asha' };
    const limited = await setUp(leadLimited('Too many enquiries: please try again in 30 minutes', 1800)).gateway.execute(SUBSCRIBE, { input });
    expect(limited.data?.subscribeToNewsletter).toEqual({
      subscribed: false,
      message: null,
      userErrors: [{ code: 'RATE_LIMITED', message: 'Too many enquiries: please try again in 30 minutes', field: null }],
    });
    const refused = await setUp(failure(400, "Invalid body field 'email': Enter a valid email address")).gateway.execute(SUBSCRIBE, { input });
    expect(refused.data?.subscribeToNewsletter).toMatchObject({ userErrors: [{ code: 'INVALID_INPUT', field: 'email' }] });
    const broken = await setUp(failure(502, 'Bad Gateway')).gateway.execute(SUBSCRIBE, { input });
    expect(broken.data?.subscribeToNewsletter).toMatchObject({ userErrors: [{ code: 'REJECTED', message: 'Some unexpected error occurred, Pls try again later.' }] });
  });
});
