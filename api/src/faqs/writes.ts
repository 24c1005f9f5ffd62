import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { faqComments, faqs, faqVotes } from '../db/schema/faqs.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { ASKED_GROUP, FAQ_MSG } from './messages.ts';
import { firstNameOf, publishedFaq, voteStats } from './queries.ts';
import type { FaqVoteStat } from './schemas.ts';
import type { FaqTarget } from './targets.ts';

const newId = () => randomBytes(12).toString('hex');

/** A user's question: stored `pending` with no answer, in the asked-questions group, shown to others once published. */
export async function askQuestion(db: Db, userId: string, target: FaqTarget, question: { title: string; description?: string | undefined }, now: Date) {
  const id = newId();
  await db.insert(faqs).values({
    id,
    faqsType: target.faqsType,
    faqsTypeId: target.faqsTypeID,
    groupSlug: ASKED_GROUP.slug,
    groupTitle: ASKED_GROUP.title,
    title: question.title,
    description: '',
    askerNote: question.description || null,
    status: 'pending',
    userId,
    sortOrder: 10_000,
    createdAt: now,
  });
  return { _id: id, status: 'pending' as const, ...target, title: question.title };
}

/** A comment on a published FAQ (or a reply to one of its comments), published at once under the user's first name. */
export async function addComment(db: Db, userId: string, body: { faqsID: string; comment: string; commentID?: string | null | undefined }, now: Date) {
  if (!(await publishedFaq(db, body.faqsID))) throw notFound('FAQ');
  if (body.commentID) {
    const [parent] = await db.select({ id: faqComments.id }).from(faqComments).where(and(eq(faqComments.id, body.commentID), eq(faqComments.faqId, body.faqsID)));
    if (!parent) throw new ApiError(404, FAQ_MSG.commentNotFound);
  }
  const row = { id: newId(), faqId: body.faqsID, parentId: body.commentID ?? null, userId, authorName: await firstNameOf(db, userId), comment: body.comment, createdAt: now };
  await db.insert(faqComments).values(row);
  return { _id: row.id, faqsID: row.faqId, commentID: row.parentId, name: row.authorName, comment: row.comment, createdAt: now.toISOString() };
}

/** The user's one vote on a published FAQ, as for review likes: upsert on (faq, user), 0 withdraws; one transaction. */
export async function castFaqVote(db: Db, faqId: string, userId: string, vote: -1 | 0 | 1, now: Date): Promise<FaqVoteStat> {
  if (!(await publishedFaq(db, faqId))) throw notFound('FAQ');
  return db.transaction(async (tx) => {
    if (vote === 0) await tx.delete(faqVotes).where(and(eq(faqVotes.faqId, faqId), eq(faqVotes.userId, userId)));
    else await tx.insert(faqVotes).values({ faqId, userId, vote, updatedAt: now }).onConflictDoUpdate({ target: [faqVotes.faqId, faqVotes.userId], set: { vote, updatedAt: now } });
    return (await voteStats(tx, [faqId], userId)).get(faqId) as FaqVoteStat;
  });
}
