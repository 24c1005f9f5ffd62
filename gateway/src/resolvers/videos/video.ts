import { absoluteMediaUrl, buildImage } from '../../domain/media.ts';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { VideoResolvers, VideoSourceResolvers } from '../../generated/resolvers-types.ts';
import { imageRequest } from '../shared/image-args.ts';

/** 16:9 thumbnails at 640×360 WebP (the SDL's defaults), quality 80 like every card image. */
const THUMBNAIL = { width: 640, height: 360, format: 'WEBP', quality: 80 } as const;

export const Video: VideoResolvers = {
  id: (video) => encodeGlobalId('Video', video._id),
  internalId: (video) => video._id,
  thumbnail: (video, args, { config }) =>
    video.image ? buildImage(config.mediaBaseUrl, video.image, video.title, imageRequest(args, THUMBNAIL)) : null,
};

/** REST `file`/`embed` → `FILE`/`EMBED`; a file's media path becomes absolute on the media origin. */
export const VideoSource: VideoSourceResolvers = {
  kind: (source) => (source.kind === 'file' ? 'FILE' : 'EMBED'),
  url: (source, _args, { config }) => (source.kind === 'file' ? absoluteMediaUrl(config.mediaBaseUrl, source.url) : source.url),
  mimeType: (source) => source.mimeType,
};
