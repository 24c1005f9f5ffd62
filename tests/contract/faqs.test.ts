/**
 * Issue 12's FAQs through the gateway over the real api: the grouped general list, a package's FAQs (one call per
 * package, the api has no batch route), a question pending for its asker only, comments, and one vote per user whose
 * own vote no other caller ever sees. Counted operations have shapes no other file uses (the response cache).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contractClient } from '../support/contract-users.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '89', clientIp: '198.51.100.140', label: 'faqs' });

type Votes = { upCount: number; downCount: number; viewerVote: string };
type Faq = { id: string; title: string; answer: string; isPending: boolean; votes: Votes; comments: { text: string; authorName: string }[] };
type FaqList = { title: string; totalCount: number; groups: { slug: string; title: string; faqs: Faq[] }[] };

const FAQS = /* GraphQL */ `
  query FaqsContract($groups: [String!]) {
    faqs(type: GENERAL, id: "all", groups: $groups) {
      title totalCount
      groups { slug title faqs { id title answer isPending votes { upCount downCount viewerVote } comments { text authorName } } }
    }
  }
`;
const VOTE = `mutation($input: VoteFaqInput!) { voteFaq(input: $input) { message votes { upCount downCount viewerVote } userErrors { code message } } }`;

const generalFaqs = async (token?: string, groups?: string[]) =>
  (await client.run<{ faqs: FaqList }>(FAQS, groups === undefined ? {} : { groups }, token)).faqs;
const allFaqs = (list: FaqList) => list.groups.flatMap((group) => group.faqs);

let asker = '';
let other = '';

beforeAll(async () => {
  asker = await client.signedInUser();
  other = await client.signedInUser();
});

describe('faqs lists', () => {
  it('answers the seeded general FAQs grouped, published only, in one faqs-list call', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => generalFaqs(undefined, ['booking-and-payment', 'travel-and-health']));
    expect(result.groups.map((group) => group.slug)).toEqual(['booking-and-payment', 'travel-and-health']);
    expect(allFaqs(result).every((faq) => !faq.isPending && faq.answer !== '' && faq.votes.viewerVote === 'NONE')).toBe(true);
    expect(callsTo(calls, '/common/faqs-list')).toHaveLength(1);
  });

  it("lists a package's FAQs, one faqs-list call per package", async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      client.run<{ category: { packages: { edges: { node: { faqs: { totalCount: number } } }[] } } }>(
        '{ category(slug: "kailash-mansarovar") { packages(first: 3) { edges { node { title faqs(groups: ["about-this-tour", "permits-and-documents"]) { totalCount } } } } } }',
      ),
    );
    expect(result.category.packages.edges).toHaveLength(3);
    expect(result.category.packages.edges.every(({ node }) => node.faqs.totalCount > 0)).toBe(true);
    expect(callsTo(calls, '/common/faqs-list')).toHaveLength(3);
  });

  it('answers null for an unknown package', async () => {
    const { faqs } = await client.run<{ faqs: FaqList | null }>('{ faqs(type: PACKAGE, id: "no-such-package-here") { totalCount } }');
    expect(faqs).toBeNull();
  });
});

describe('asking, commenting and voting', () => {
  it('shows a question as pending to its asker only', async () => {
    const question = `Can I carry a drone on the yatra? (${process.pid})`;
    const { askFaq } = await client.run<{ askFaq: { message: string; faq: { id: string; isPending: boolean } } }>(
      'mutation($input: AskFaqInput!) { askFaq(input: $input) { message faq { id isPending } userErrors { message } } }',
      { input: { type: 'GENERAL', id: 'all', question } },
      asker,
    );
    expect(askFaq.message).toBe('Thank you for your question. It will be shown here once our team has answered it.');
    expect(askFaq.faq.isPending).toBe(true);
    const mine = allFaqs(await generalFaqs(asker)).find((faq) => faq.title === question);
    expect(mine).toMatchObject({ id: askFaq.faq.id, isPending: true, answer: '' });
    expect(allFaqs(await generalFaqs(other)).some((faq) => faq.title === question)).toBe(false);
    expect(allFaqs(await generalFaqs()).some((faq) => faq.title === question)).toBe(false);
  });

  it("counts one vote per user, a second one replaces it, and no one else sees the voter's vote", async () => {
    const target = allFaqs(await generalFaqs(asker))[0];
    if (target === undefined) throw new Error('no FAQ');
    const before = target.votes.upCount;
    const vote = (value: string, token?: string) =>
      client.run<{ voteFaq: { message: string; votes: Votes | null; userErrors: { code: string; message: string }[] } }>(VOTE, { input: { faqId: target.id, vote: value } }, token);
    expect((await vote('UP', asker)).voteFaq).toMatchObject({ message: 'Your vote has been saved', votes: { upCount: before + 1, viewerVote: 'UP' } });
    expect((await vote('UP', asker)).voteFaq.votes).toMatchObject({ upCount: before + 1 });
    const mineNow = allFaqs(await generalFaqs(asker)).find((faq) => faq.id === target.id);
    const theirs = allFaqs(await generalFaqs(other)).find((faq) => faq.id === target.id);
    expect(mineNow?.votes).toMatchObject({ upCount: before + 1, viewerVote: 'UP' });
    expect(theirs?.votes).toMatchObject({ upCount: before + 1, viewerVote: 'NONE' });
    expect((await vote('NONE', asker)).voteFaq.votes).toMatchObject({ upCount: before, viewerVote: 'NONE' });
    expect((await vote('UP')).voteFaq).toMatchObject({ votes: null, userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' }] });
  });

  it('adds a comment that others then read, with the author and the api message', async () => {
    const target = allFaqs(await generalFaqs(other))[1];
    if (target === undefined) throw new Error('no FAQ');
    const text = `Very helpful, thank you (${process.pid})`;
    const { commentOnFaq } = await client.run<{ commentOnFaq: { message: string; comment: { text: string } } }>(
      'mutation($input: CommentOnFaqInput!) { commentOnFaq(input: $input) { message comment { text authorName } userErrors { message } } }',
      { input: { faqId: target.id, comment: text } },
      asker,
    );
    expect(commentOnFaq).toMatchObject({ message: 'Your comment has been added', comment: { text } });
    const seen = allFaqs(await generalFaqs(other)).find((faq) => faq.id === target.id);
    expect(seen?.comments.map((comment) => comment.text)).toContain(text);
  });

  it("answers the api's message for a FAQ that is not there", async () => {
    const faqId = Buffer.from('Faq:ffffffffffffffffffffffff').toString('base64');
    const { voteFaq } = await client.run<{ voteFaq: { userErrors: { code: string; message: string }[] } }>(VOTE, { input: { faqId, vote: 'UP' } }, asker);
    expect(voteFaq.userErrors).toEqual([{ code: 'NOT_FOUND', message: 'FAQ not found' }]);
  });
});
