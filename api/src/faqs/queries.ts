import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { faqComments, faqs, faqVotes } from '../db/schema/faqs.ts';
import { myVoteOf } from '../shared/vote-fields.ts';
import type { Faq, FaqVoteStat } from './schemas.ts';
import type { FaqTarget } from './targets.ts';

/** Published FAQs, and the caller's own pending questions (only theirs). */
const visibleTo = (userId: string | null) => (userId ? or(eq(faqs.status, 'published'), and(eq(faqs.status, 'pending'), eq(faqs.userId, userId))) : eq(faqs.status, 'published'));

/** Up, down and the caller's vote of each FAQ asked (one grouped query). */
export async function voteStats(db: Db, faqIds: string[], userId: string | null): Promise<Map<string, FaqVoteStat>> {
  const rows = faqIds.length
    ? await db
        .select({
          faqId: faqVotes.faqId,
          up: sql<number>`count(*) filter (where ${faqVotes.vote} = 1)::int`,
          down: sql<number>`count(*) filter (where ${faqVotes.vote} = -1)::int`,
          mine: userId ? sql<number | null>`max(${faqVotes.vote}) filter (where ${faqVotes.userId} = ${userId})` : sql<null>`null`,
        })
        .from(faqVotes)
        .where(inArray(faqVotes.faqId, faqIds))
        .groupBy(faqVotes.faqId)
    : [];
  const byId = new Map(rows.map((row) => [row.faqId, row]));
  return new Map(faqIds.map((id) => [id, { faqsID: id, upVotes: byId.get(id)?.up ?? 0, downVotes: byId.get(id)?.down ?? 0, myVote: myVoteOf(byId.get(id)?.mine) }]));
}

/** The FAQs of a target in group order, each with its comments and votes: three queries whatever the count. */
export async function listFaqs(db: Db, target: FaqTarget, groups: string[], userId: string | null): Promise<Faq[]> {
  const rows = await db
    .select()
    .from(faqs)
    .where(and(eq(faqs.faqsType, target.faqsType), eq(faqs.faqsTypeId, target.faqsTypeID), visibleTo(userId), groups.length ? inArray(faqs.groupSlug, groups) : undefined))
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id));
  const ids = rows.map((row) => row.id);
  const [comments, votes] = await Promise.all([
    ids.length ? db.select().from(faqComments).where(inArray(faqComments.faqId, ids)).orderBy(asc(faqComments.createdAt), asc(faqComments.id)) : [],
    voteStats(db, ids, userId),
  ]);
  return rows.map((row) => {
    const vote = votes.get(row.id);
    return {
      _id: row.id,
      faqsType: row.faqsType,
      faqsTypeID: row.faqsTypeId,
      qgroup: row.groupSlug,
      qgroupTitle: row.groupTitle,
      title: row.title,
      description: row.description,
      status: row.status,
      upVotes: vote?.upVotes ?? 0,
      downVotes: vote?.downVotes ?? 0,
      myVote: vote?.myVote ?? null,
      comments: comments
        .filter((comment) => comment.faqId === row.id)
        .map((comment) => ({ _id: comment.id, commentID: comment.parentId, name: comment.authorName, comment: comment.comment, createdAt: comment.createdAt.toISOString() })),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** FAQs in groups, the groups in the order of their first FAQ. */
export function groupFaqs(items: Faq[]) {
  const groups = new Map<string, { qgroup: string; title: string; faqs: Faq[] }>();
  for (const item of items) {
    const group = groups.get(item.qgroup) ?? { qgroup: item.qgroup, title: item.qgroupTitle, faqs: [] };
    group.faqs.push(item);
    groups.set(item.qgroup, group);
  }
  return [...groups.values()];
}

export const publishedFaq = async (db: Db, id: string) => (await db.select({ id: faqs.id }).from(faqs).where(and(eq(faqs.id, id), eq(faqs.status, 'published'))).limit(1))[0] ?? null;

export const firstNameOf = async (db: Db, userId: string): Promise<string> =>
  (await db.select({ firstname: users.firstname }).from(users).where(eq(users.id, userId)))[0]?.firstname?.trim() || 'Guest';
