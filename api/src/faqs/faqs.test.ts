import { describe, expect, it } from 'vitest';
import { DEV_STAFF_TOKEN } from '../env.ts';
import { call } from '../test-support/accounts.ts';
import { newCustomer, packageIdOf } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { Faq, FaqVoteStat } from './schemas.ts';

const ctx = testAppPerFile();
type List = { data: { faqsType: string; faqsTypeID: string; faqsTypeTitle: string; total: number; groups: { qgroup: string; title: string; faqs: Faq[] }[] } };
const OVERLAND = 'kailash-mansarovar-yatra-overland-via-kathmandu';
const list = (path: string, token?: string) => call<List>(ctx.app, 'GET', `/common/faqs-list/${path}`, { token });
const firstFaq = async (): Promise<Faq> => (await list('general/all')).body.data.groups[0]!.faqs[0]!;

describe('GET /common/faqs-list/{a}/{b}', () => {
  it('answers the general FAQs in groups', async () => {
    const general = await list('general/all');
    expect(general.body.data).toMatchObject({ faqsType: 'general', faqsTypeID: 'general', faqsTypeTitle: 'General' });
    expect(general.body.data.groups.map((group) => group.qgroup)).toEqual(['booking-and-payment', 'cancellation-and-refunds', 'travel-and-health']);
  });

  it("answers a package's FAQs by slug or id alike, and keeps only the qgroup[] asked", async () => {
    const bySlug = await list(`package/${OVERLAND}`);
    const byId = await list(`package/${packageIdOf(OVERLAND)}`);
    expect(byId.body.data).toEqual(bySlug.body.data);
    expect(bySlug.body.data.faqsTypeTitle).toBe('Kailash Mansarovar Yatra Overland via Kathmandu');
    const some = await list(`package/${OVERLAND}?qgroup[]=permits-and-documents&qgroup[]=weather-and-packing`);
    expect(some.body.data.groups.map((group) => group.qgroup)).toEqual(['permits-and-documents', 'weather-and-packing']);
    expect(some.body.data.total).toBe(some.body.data.groups.reduce((sum, group) => sum + group.faqs.length, 0));
    const category = await list('category/kailash-mansarovar');
    expect(category.body.data.total).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown package or category and 400 for a bad type', async () => {
    expect((await list('package/no-such-package')).body).toEqual({ status: 404, message: 'Package not found' });
    expect((await list('category/no-such-category')).body).toEqual({ status: 404, message: 'Category not found' });
    expect((await list('blog/x')).body.message).toBe("Invalid path parameter 'a': must be 'general', 'category' or 'package'");
    expect((await list('general/kailash')).body.message).toBe("Invalid path parameter 'b': must be 'all' for the general FAQs");
  });
});

describe('asking, commenting and voting', () => {
  it('stores a question as pending: only its asker sees it until it is published', async () => {
    const asker = await newCustomer(ctx.app);
    const asked = await call<{ data: { _id: string; status: string; faqsTypeID: string } }>(ctx.app, 'POST', '/common/faqs/add-faq', {
      token: asker,
      body: { faqsType: 'package', faqsTypeID: OVERLAND, faqsTypeTitle: 'ignored', title: 'Can my mother do the parikrama at 68?', description: 'She walks 5 km a day.', source: 'web' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 'pending', faqsTypeID: packageIdOf(OVERLAND) });
    const ids = (answer: List) => answer.data.groups.flatMap((group) => group.faqs.map((faq) => faq._id));
    expect(ids((await list(`package/${OVERLAND}`, asker)).body)).toContain(asked.body.data._id);
    expect(ids((await list(`package/${OVERLAND}`)).body)).not.toContain(asked.body.data._id);
    expect(ids((await list(`package/${OVERLAND}`, await newCustomer(ctx.app))).body)).not.toContain(asked.body.data._id);
    const onPending = await call(ctx.app, 'POST', '/common/faqs/comment/add', { token: asker, body: { faqsID: asked.body.data._id, comment: 'Anyone?' } });
    expect(onPending.body).toEqual({ status: 404, message: 'FAQ not found' });
  });

  it('publishes a question once staff answer it (staff token only); then everyone reads it with its answer', async () => {
    const asker = await newCustomer(ctx.app);
    const asked = await call<{ data: { _id: string } }>(ctx.app, 'POST', '/common/faqs/add-faq', {
      token: asker,
      body: { faqsType: 'package', faqsTypeID: OVERLAND, faqsTypeTitle: 'ignored', title: 'Is there a mobile network at Darchen?', description: '', source: 'web' },
    });
    const path = `/common/faqs/staff/${asked.body.data._id}/answer`;
    const body = { answer: 'Yes: Chinese networks work at Darchen; buy a local SIM in Taklakot.' };
    expect((await call(ctx.app, 'PUT', path, { token: asker, body })).status).toBe(403);
    const answered = await call(ctx.app, 'PUT', path, { token: DEV_STAFF_TOKEN, body });
    expect(answered.body).toEqual({ status: 200, message: 'The FAQ is answered and published', data: { _id: asked.body.data._id, status: 'published', description: body.answer } });
    const seen = (await list(`package/${OVERLAND}`)).body.data.groups.flatMap((group) => group.faqs).find((faq) => faq._id === asked.body.data._id);
    expect(seen).toMatchObject({ title: 'Is there a mobile network at Darchen?', description: body.answer });
    expect((await call(ctx.app, 'PUT', '/common/faqs/staff/aaaaaaaaaaaaaaaaaaaaaaaa/answer', { token: DEV_STAFF_TOKEN, body })).status).toBe(404);
  });

  it('adds comments and replies under the user’s first name', async () => {
    const faq = await firstFaq();
    const token = await newCustomer(ctx.app);
    const first = await call<{ data: { _id: string; name: string } }>(ctx.app, 'POST', '/common/faqs/comment/add', { token, body: { faqsID: faq._id, comment: 'Very helpful, thank you.' } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Your comment has been added');
    const reply = await call(ctx.app, 'POST', '/common/faqs/comment/add', { token, body: { faqsID: faq._id, comment: 'And the EMI too.', commentID: first.body.data._id } });
    expect(reply.status).toBe(200);
    const listed = (await list('general/all')).body.data.groups[0]!.faqs[0]!;
    expect(listed.comments.map((comment) => [comment.comment, comment.commentID])).toEqual([
      ['Very helpful, thank you.', null],
      ['And the EMI too.', first.body.data._id],
    ]);
    const wrongParent = await call(ctx.app, 'POST', '/common/faqs/comment/add', { token, body: { faqsID: faq._id, comment: 'x', commentID: '0'.repeat(24) } });
    expect(wrongParent.body).toEqual({ status: 404, message: 'Comment not found' });
    const empty = await call(ctx.app, 'POST', '/common/faqs/comment/add', { token, body: { faqsID: faq._id, comment: '  ' } });
    expect(empty.body).toEqual({ status: 400, message: "Invalid body field 'comment': is required" });
  });

  it('keeps one changeable vote per user, also under 20 concurrent votes', async () => {
    const faq = (await list('general/all')).body.data.groups[1]!.faqs[0]!;
    const token = await newCustomer(ctx.app);
    const vote = (up: boolean, who = token) => call<{ data: FaqVoteStat }>(ctx.app, 'POST', '/common/faqs/faqsstatdetails/add', { token: who, body: { faqsID: faq._id, upVote: up, downVote: !up } });
    await Promise.all(Array.from({ length: 20 }, (_, index) => vote(index % 2 === 0)));
    const changed = await vote(false);
    expect(changed.body.data).toEqual({ faqsID: faq._id, upVotes: 0, downVotes: 1, myVote: 'down' });
    const others = await Promise.all(Array.from({ length: 20 }, () => newCustomer(ctx.app)));
    await Promise.all(others.map((other) => vote(true, other)));
    const listed = (await list('general/all', token)).body.data.groups[1]!.faqs[0]!;
    expect(listed).toMatchObject({ upVotes: 20, downVotes: 1, myVote: 'down' });
  }, 90_000);

  it('needs a user token for every write', async () => {
    const faq = await firstFaq();
    for (const [path, body] of [
      ['/common/faqs/add-faq', { faqsType: 'general', faqsTypeID: 'all', title: 'Q?' }],
      ['/common/faqs/comment/add', { faqsID: faq._id, comment: 'x' }],
      ['/common/faqs/faqsstatdetails/add', { faqsID: faq._id, upVote: true, downVote: false }],
    ] as const) {
      expect((await call(ctx.app, 'POST', path, { body })).body).toEqual({ status: 401, message: 'Please sign in to continue' });
    }
  });
});
