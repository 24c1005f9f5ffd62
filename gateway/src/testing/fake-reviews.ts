import type { ReviewModel } from '../rest/reviews/types.ts';
import { failure, ok, paged, type FakeReply } from './fake-upstream.ts';

const hexId = (n: number) => `f1${String(n).padStart(22, '0')}`;

/** A review of the fake: a text review of `pkg` (rating 5 − n % 3), a video one when `format: 'video'`. */
export function review(n: number, pkg: { _id: string; slug: string; title: string }, overrides: Partial<ReviewModel> = {}): ReviewModel {
  const format = overrides.format ?? 'text';
  return {
    _id: hexId(n),
    format,
    rating: 5 - (n % 3),
    title: `Review ${n}`,
    body: `What traveller ${n} thought of the trip.\n\nA second paragraph.`,
    travelMonth: '2025-07',
    reviewer: { name: `Traveller${n}`, city: n % 2 === 0 ? 'Pune' : null },
    photos: n % 4 === 0 ? [`/media/photos/review-${n}-1`] : [],
    video:
      format === 'video'
        ? { image: `/media/videos/review-${n}`, durationSeconds: 125, source: { kind: 'file', url: `/media/clips/review-${n}.webm`, mimeType: 'video/webm' } }
        : null,
    package: { _id: pkg._id, slug: pkg.slug, title: pkg.title, categorySlug: 'kailash-mansarovar' },
    isFeatured: n <= 2,
    verifiedTrip: true,
    upVotes: n,
    downVotes: 0,
    createdAt: `2025-09-${String(28 - (n % 28)).padStart(2, '0')}T06:00:00.000Z`,
    ...overrides,
  };
}

/** 14 text reviews (of the first two packages, alternately) and 3 video reviews. */
export function standardReviews(packages: readonly { _id: string; slug: string; title: string }[]): ReviewModel[] {
  const [first, second] = packages;
  if (!first || !second) throw new Error('the fake reviews need two packages');
  return [
    ...Array.from({ length: 14 }, (_, index) => review(index + 1, index % 2 === 0 ? first : second)),
    ...Array.from({ length: 3 }, (_, index) => review(index + 15, first, { format: 'video' })),
  ];
}

function aggregateOf(reviews: readonly ReviewModel[], packageId: string | null) {
  const mine = reviews.filter((item) => packageId === null || item.package._id === packageId);
  const sum = mine.reduce((total, item) => total + item.rating, 0);
  return {
    packageId,
    ratingAverage: mine.length === 0 ? null : Math.round((sum / mine.length) * 10) / 10,
    ratingCount: mine.length,
    textCount: mine.filter((item) => item.format === 'text').length,
    videoCount: mine.filter((item) => item.format === 'video').length,
    distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: mine.filter((item) => item.rating === rating).length })),
  };
}

type Route = [RegExp, (url: URL, match: RegExpMatchArray) => FakeReply | undefined];

/** The public reviews routes of CONTRACT.md issue 12 over fixed reviews (`myVote` always null: the public token). */
export function reviewRoutes(reviews: readonly ReviewModel[]): Route[] {
  return [
    [
      /^\/reviews\/public\/formateby\/(text_reviews|video_reviews)\/(true|false)$/,
      (url, match) => {
        const format = match[1] === 'video_reviews' ? 'video' : 'text';
        const { packageId, rating } = Object.fromEntries(url.searchParams);
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 12);
        const all = reviews.filter(
          (item) =>
            item.format === format &&
            (match[2] === 'false' || item.isFeatured) &&
            (packageId === undefined || item.package._id === packageId) &&
            (rating === undefined || item.rating === Number(rating)),
        );
        return paged(all.slice((page - 1) * limit, page * limit), all.length, page, limit);
      },
    ],
    [/^\/reviews\/aggregate$/, (url) => {
      const ids = url.searchParams.getAll('packageId[]');
      return ok(ids.length === 0 ? [aggregateOf(reviews, null)] : ids.map((id) => aggregateOf(reviews, id)));
    }],
    [/^\/reviews\/likestat\/review$/, (url) =>
      ok(url.searchParams.getAll('id[]').map((id) => {
        const item = reviews.find((candidate) => candidate._id === id);
        return { likesType: 'review', likesTypeID: id, upVotes: item?.upVotes ?? 0, downVotes: item?.downVotes ?? 0, myVote: null };
      })),
    ],
    [/^\/review\/([0-9a-f]+)$/, (_url, match) => {
      const item = reviews.find((candidate) => candidate._id === match[1]);
      return item === undefined ? failure(404, 'Review not found') : ok(item);
    }],
  ];
}
