import type { Resolvers } from '../../generated/resolvers-types.ts';
import { absoluteMediaUrl } from '../../domain/media.ts';

/** The files foundation: `StoredFile` (the `File` scalar is Yoga's own: multipart uploads arrive as `File`). */
export const filesResolvers: Resolvers = {
  StoredFile: {
    url: (file, _args, { config }) => absoluteMediaUrl(config.mediaBaseUrl, file.url),
    contentType: (file) => file.contentType,
    isImage: (file) => file.contentType.startsWith('image/'),
    byteSize: (file) => file.bytes,
  },
};
