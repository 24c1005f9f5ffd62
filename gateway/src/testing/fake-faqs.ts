import type { PackageDetailModel } from '../rest/catalogue/types.ts';
import type { FaqListModel, FaqModel } from '../rest/faqs/types.ts';
import { failure, ok, type FakeReply } from './fake-upstream.ts';

const hexId = (n: number) => `fa${String(n).padStart(22, '0')}`;

/** A published FAQ of the fake in `group`, with one comment and a reply to it. */
export function faq(n: number, overrides: Partial<FaqModel> = {}): FaqModel {
  return {
    _id: hexId(n),
    faqsType: 'general',
    faqsTypeID: 'general',
    qgroup: 'booking-and-payment',
    qgroupTitle: 'Booking and Payment',
    title: `Question ${n}?`,
    description: `Answer ${n}.`,
    status: 'published',
    upVotes: n,
    downVotes: 0,
    myVote: null,
    comments: [
      { _id: `${hexId(n)}c1`, commentID: null, name: 'Asha', comment: 'Thanks!', createdAt: '2026-01-02T00:00:00.000Z' },
      { _id: `${hexId(n)}c2`, commentID: `${hexId(n)}c1`, name: 'Ravi', comment: 'Agreed.', createdAt: '2026-01-03T00:00:00.000Z' },
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Groups `faqs` in the order of their first FAQ, keeping `qgroup[]` when asked (CONTRACT.md `FaqList`). */
export function faqList(faqs: readonly FaqModel[], owner: Pick<FaqListModel, 'faqsType' | 'faqsTypeID' | 'faqsTypeTitle'>, groups: string[] = []): FaqListModel {
  const kept = faqs.filter((item) => groups.length === 0 || groups.includes(item.qgroup));
  const slugs = [...new Set(kept.map((item) => item.qgroup))];
  return {
    ...owner,
    total: kept.length,
    groups: slugs.map((slug) => {
      const inGroup = kept.filter((item) => item.qgroup === slug);
      return { qgroup: slug, title: inGroup[0]?.qgroupTitle ?? slug, faqs: inGroup };
    }),
  };
}

/** The general FAQs of the fake: two groups. */
export const GENERAL_FAQS: readonly FaqModel[] = [
  faq(1),
  faq(2),
  faq(3, { qgroup: 'travel-and-health', qgroupTitle: 'Travel and Health' }),
];

type Route = [RegExp, (url: URL, match: RegExpMatchArray) => FakeReply | undefined];

/** `GET /common/faqs-list/{a}/{b}`: the general list, and one FAQ per package (by slug or `_id`). */
export function faqRoutes(packages: readonly PackageDetailModel[]): Route[] {
  return [
    [
      /^\/common\/faqs-list\/([^/]+)\/([^/]+)$/,
      (url, [, type, id]) => {
        const groups = url.searchParams.getAll('qgroup[]');
        if (type === 'general') return ok(faqList(GENERAL_FAQS, { faqsType: 'general', faqsTypeID: 'general', faqsTypeTitle: 'General' }, groups));
        const pkg = packages.find((candidate) => candidate._id === id || candidate.slug === id);
        if (type !== 'package' || pkg === undefined) return failure(404, type === 'package' ? 'Package not found' : 'Category not found');
        const owner = { faqsType: 'package', faqsTypeID: pkg._id, faqsTypeTitle: pkg.title } as const;
        return ok(faqList([faq(10, { ...owner, qgroup: 'about-this-tour', qgroupTitle: 'About This Tour' })], owner, groups));
      },
    ],
  ];
}
