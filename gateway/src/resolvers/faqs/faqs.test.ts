import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { faq, faqList } from '../../testing/fake-faqs.ts';
import { failure, fakeUpstream, ok, type FakeHandler } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const FAQS = `query($type: FaqType!, $id: String!, $groups: [String!]) {
  faqs(type: $type, id: $id, groups: $groups) {
    type title totalCount
    groups { slug title faqs { id title answer group isPending votes { id upCount downCount viewerVote } commentCount
      comments { authorName text replies { authorName text replies { text } } } } }
  }
}`;
const USER = { authorization: 'Bearer user-token' };
const GENERAL = { faqsType: 'general', faqsTypeID: 'general', faqsTypeTitle: 'General' } as const;

function withHandler(handler: FakeHandler) {
  const upstream = fakeUpstream(handler);
  return { upstream, gateway: testGateway(upstream.fetch) };
}

describe('Query.faqs', () => {
  it('answers the groups in order with answers, votes and comments threaded into replies', async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    const { data } = await testGateway(upstream.fetch).execute(FAQS, { type: 'GENERAL', id: 'all' });
    expect(data?.faqs).toMatchObject({
      type: 'GENERAL',
      title: 'General',
      totalCount: 3,
      groups: [
        { slug: 'booking-and-payment', faqs: [{ title: 'Question 1?', answer: 'Answer 1.', isPending: false }, { title: 'Question 2?' }] },
        { slug: 'travel-and-health', title: 'Travel and Health' },
      ],
    });
    const first = (data?.faqs as { groups: { faqs: Record<string, unknown>[] }[] }).groups[0]?.faqs[0];
    expect(first).toMatchObject({
      id: encodeGlobalId('Faq', faq(1)._id),
      votes: { upCount: 1, downCount: 0, viewerVote: 'NONE' },
      commentCount: 2,
      comments: [{ authorName: 'Asha', text: 'Thanks!', replies: [{ authorName: 'Ravi', text: 'Agreed.', replies: [] }] }],
    });
    expect(upstream.callsTo('/common/faqs-list').map((call) => call.url.pathname)).toEqual(['/api/v1/common/faqs-list/general/all']);
  });

  it('sends the groups asked as qgroup[] and answers null for an unknown package', async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    const gateway = testGateway(upstream.fetch);
    const { data } = await gateway.execute(FAQS, { type: 'GENERAL', id: 'all', groups: ['travel-and-health'] });
    expect(upstream.calls[0]?.url.search).toBe('?qgroup[]=travel-and-health');
    expect((data?.faqs as { totalCount: number }).totalCount).toBe(1);
    expect((await gateway.execute(FAQS, { type: 'PACKAGE', id: 'no-such-package' })).data?.faqs).toBeNull();
  });

  it("reads a signed-in caller's list with their token: their pending question and their own vote", async () => {
    const mine = faq(7, { status: 'pending', description: '', myVote: null, qgroup: 'questions-from-pilgrims', comments: [] });
    const { upstream, gateway } = withHandler((_url, call) =>
      ok(faqList(call.authorization === 'Bearer user-token' ? [faq(1, { myVote: 'up' }), mine] : [faq(1)], GENERAL)),
    );
    const { data } = await gateway.execute(FAQS, { type: 'GENERAL', id: 'all' }, USER);
    const groups = (data?.faqs as { groups: { faqs: { isPending: boolean; votes: { viewerVote: string } }[] }[] }).groups;
    expect(groups[0]?.faqs[0]?.votes.viewerVote).toBe('UP');
    expect(groups[1]?.faqs[0]?.isPending).toBe(true);
    expect(upstream.calls[0]?.authorization).toBe('Bearer user-token');
  });

  it("never serves a user's vote or pending question to a visitor from the response cache", async () => {
    const upstream = fakeUpstream((_url, call) =>
      ok(faqList(call.authorization === 'Bearer user-token' ? [faq(1, { myVote: 'up' }), faq(7, { status: 'pending' })] : [faq(1)], GENERAL)),
    );
    const gateway = testGateway(upstream.fetch, { responseCache: true });
    await gateway.execute(FAQS, { type: 'GENERAL', id: 'all' }, USER);
    const visitor = (await gateway.execute(FAQS, { type: 'GENERAL', id: 'all' })).data?.faqs as { totalCount: number; groups: { faqs: { votes: { viewerVote: string } }[] }[] };
    expect(visitor.totalCount).toBe(1);
    expect(visitor.groups[0]?.faqs[0]?.votes.viewerVote).toBe('NONE');
    expect(upstream.calls).toHaveLength(2);
  });

  it("reads a visitor's list with the public token, so it holds no one's vote", async () => {
    const { upstream, gateway } = withHandler(() => ok(faqList([faq(1)], GENERAL)));
    await gateway.execute(FAQS, { type: 'GENERAL', id: 'all' });
    expect(upstream.calls[0]?.authorization).not.toBe('Bearer user-token');
  });
});

describe('Package.faqs', () => {
  it('makes one faqs-list call per package, by its _id', async () => {
    const catalogue = standardCatalogue();
    const upstream = fakeCatalogueUpstream(catalogue);
    const slug = catalogue.packages[0]?.slug ?? '';
    const { data } = await testGateway(upstream.fetch).execute(
      `query($slug: String!) { package(slug: $slug) { faqs { totalCount groups { slug } } again: faqs { totalCount } } }`,
      { slug },
    );
    expect(data?.package).toMatchObject({ faqs: { totalCount: 1, groups: [{ slug: 'about-this-tour' }] } });
    expect(upstream.callsTo('/common/faqs-list').map((call) => call.url.pathname)).toEqual([
      `/api/v1/common/faqs-list/package/${catalogue.packages[0]?._id}`,
    ]);
  });
});

const VOTE = `mutation($input: VoteFaqInput!) { voteFaq(input: $input) { message votes { id upCount downCount viewerVote } userErrors { code message field } } }`;
const COMMENT = `mutation($input: CommentOnFaqInput!) { commentOnFaq(input: $input) { message faqId comment { authorName text replies { text } } userErrors { code message field } } }`;
const ASK = `mutation($input: AskFaqInput!) { askFaq(input: $input) { message faq { title isPending answer group votes { upCount } } userErrors { code message field } } }`;
const faqId = encodeGlobalId('Faq', faq(1)._id);

describe('voteFaq, commentOnFaq, askFaq', () => {
  it('votes with the caller token as upVote/downVote and answers the counts under the same votes id', async () => {
    const { upstream, gateway } = withHandler((_url, call) => ({
      status: 200,
      body: { status: 200, message: 'Your vote has been saved', data: { faqsID: (call.body as { faqsID: string }).faqsID, upVotes: 4, downVotes: 1, myVote: 'down' } },
    }));
    const { data } = await gateway.execute(VOTE, { input: { faqId, vote: 'DOWN' } }, USER);
    expect(data?.voteFaq).toMatchObject({
      message: 'Your vote has been saved',
      votes: { id: Buffer.from(`FaqVotes:${faq(1)._id}`).toString('base64'), upCount: 4, downCount: 1, viewerVote: 'DOWN' },
      userErrors: [],
    });
    expect(upstream.calls[0]?.body).toMatchObject({ faqsID: faq(1)._id, upVote: false, downVote: true });
  });

  it('asks a visitor to sign in without calling the api', async () => {
    const { upstream, gateway } = withHandler(() => undefined);
    const { data } = await gateway.execute(VOTE, { input: { faqId, vote: 'UP' } });
    expect(data?.voteFaq).toMatchObject({ votes: null, userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' }] });
    expect(upstream.calls).toHaveLength(0);
  });

  it("shows the api's messages: an unknown FAQ and the posting limit", async () => {
    const { gateway } = withHandler((url) =>
      url.pathname.endsWith('/comment/add')
        ? failure(429, 'You have posted or voted too often. Please try again in 12 minutes.', { 'retry-after': '720' })
        : failure(404, 'FAQ not found'),
    );
    expect((await gateway.execute(VOTE, { input: { faqId, vote: 'UP' } }, USER)).data?.voteFaq).toMatchObject({
      userErrors: [{ code: 'NOT_FOUND', message: 'FAQ not found', field: 'faqId' }],
    });
    expect((await gateway.execute(COMMENT, { input: { faqId, comment: 'Hi' } }, USER)).data?.commentOnFaq).toMatchObject({
      comment: null,
      userErrors: [{ code: 'RATE_LIMITED', message: 'You have posted or voted too often. Please try again in 12 minutes.' }],
    });
  });

  it('comments (a reply names its comment) and answers the new comment', async () => {
    const { upstream, gateway } = withHandler(() => ({
      status: 200,
      body: { status: 200, message: 'Your comment has been added', data: { _id: 'c9', faqsID: faq(1)._id, commentID: 'c1', name: 'Asha', comment: 'Me too', createdAt: '2026-02-01T00:00:00.000Z' } },
    }));
    const { data } = await gateway.execute(COMMENT, { input: { faqId, comment: '  Me too ', replyToCommentId: 'c1' } }, USER);
    expect(data?.commentOnFaq).toMatchObject({ message: 'Your comment has been added', faqId, comment: { authorName: 'Asha', text: 'Me too', replies: [] } });
    expect(upstream.calls[0]?.body).toMatchObject({ faqsID: faq(1)._id, comment: 'Me too', commentID: 'c1' });
  });

  it('refuses an empty comment and an id of another type before any call', async () => {
    const { upstream, gateway } = withHandler(() => undefined);
    const { data } = await gateway.execute(COMMENT, { input: { faqId: encodeGlobalId('Package', 'x'), comment: ' ' } }, USER);
    expect(data?.commentOnFaq).toMatchObject({
      userErrors: [
        { code: 'NOT_FOUND', field: 'faqId' },
        { code: 'INVALID_INPUT', message: 'Please enter your comment', field: 'comment' },
      ],
    });
    expect(upstream.calls).toHaveLength(0);
  });

  it('asks a question: the pending FAQ its asker will see, with the api message', async () => {
    const message = 'Thank you for your question. It will be shown here once our team has answered it.';
    const { upstream, gateway } = withHandler(() => ({
      status: 200,
      body: { status: 200, message, data: { _id: 'q1', status: 'pending', faqsType: 'general', faqsTypeID: 'general', faqsTypeTitle: 'General', title: 'Is there Wi-Fi?' } },
    }));
    const { data } = await gateway.execute(ASK, { input: { type: 'GENERAL', id: 'all', question: 'Is there Wi-Fi?' } }, USER);
    expect(data?.askFaq).toMatchObject({ message, faq: { title: 'Is there Wi-Fi?', isPending: true, answer: '', group: 'questions-from-pilgrims' }, userErrors: [] });
    expect(upstream.calls[0]?.body).toMatchObject({ faqsType: 'general', faqsTypeID: 'all', title: 'Is there Wi-Fi?' });
  });
});
