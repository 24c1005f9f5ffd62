import { buildImage } from '../../domain/media.ts';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { ReviewResolvers, ReviewVideoResolvers, ReviewVote } from '../../generated/resolvers-types.ts';
import { imageRequest } from '../shared/image-args.ts';
import { formatDuration } from './duration.ts';

const PHOTO = { width: 320, height: 240, format: 'WEBP', quality: 80 } as const;
const THUMBNAIL = { width: 640, height: 360, format: 'WEBP', quality: 80 } as const;

const VOTE: Record<'up' | 'down', ReviewVote> = { up: 'UP', down: 'DOWN' };

/**
 * A review as the public lists answer it; for a signed-in caller the counts and `myVote` come from one
 * batched like-stat call of the request (their own vote, fresh after voting), none for a visitor.
 */
export const Review: ReviewResolvers = {
  id: (review) => encodeGlobalId('Review', review._id),
  internalId: (review) => review._id,
  format: (review) => (review.format === 'video' ? 'VIDEO' : 'TEXT'),
  reviewerName: (review) => review.reviewer.name,
  reviewerCity: (review) => review.reviewer.city,
  photos: (review, args, { config }) =>
    review.photos.map((path, index) => buildImage(config.mediaBaseUrl, path, `Photo ${index + 1} of the review ${review.title}`, imageRequest(args, PHOTO))),
  package: (review, _args, { loaders }) => loaders.packageById.load(review.package._id),
  featured: (review) => review.isFeatured,
  likes: async (review, _args, { loaders }) => (await loaders.likeStatById.load(review._id))?.upVotes ?? review.upVotes,
  dislikes: async (review, _args, { loaders }) => (await loaders.likeStatById.load(review._id))?.downVotes ?? review.downVotes,
  myVote: async (review, _args, { loaders }) => {
    const vote = (await loaders.likeStatById.load(review._id))?.myVote ?? null;
    return vote === null ? 'NONE' : VOTE[vote];
  },
};

export const ReviewVideo: ReviewVideoResolvers = {
  thumbnail: (video, args, { config }) => buildImage(config.mediaBaseUrl, video.image, 'Video review', imageRequest(args, THUMBNAIL)),
  duration: (video) => formatDuration(video.durationSeconds),
};
