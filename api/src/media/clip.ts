import sharp from 'sharp';
import { ArrayBufferTarget, Muxer } from 'webm-muxer';
import { buildArtwork } from './artwork.ts';

/** The clip's frame size (16:9) and length: one still a second, so a few seconds of artwork. */
export const CLIP = { width: 640, height: 360, frames: 5 } as const;

/**
 * A lossy WebP is a RIFF file around one VP8 key frame: its `VP8 ` chunk is exactly what a WebM video
 * track of codec V_VP8 carries. So sharp (already here for images) encodes the frames and webm-muxer
 * only writes the container — no video encoder or ffmpeg needed.
 */
export function vp8FrameOf(webp: Buffer): Uint8Array {
  let offset = 12; // 'RIFF', size, 'WEBP'
  while (offset + 8 <= webp.length) {
    const fourcc = webp.toString('ascii', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourcc === 'VP8 ') return new Uint8Array(webp.subarray(offset + 8, offset + 8 + size));
    offset += 8 + size + (size % 2);
  }
  throw new Error('The WebP has no lossy VP8 frame');
}

/** A playable WebM (VP8) of the video's artwork: the title card, then stills derived from its name. */
export async function renderClip(name: string, title: string): Promise<Uint8Array<ArrayBuffer>> {
  const { width, height, frames } = CLIP;
  const muxer = new Muxer({ target: new ArrayBufferTarget(), video: { codec: 'V_VP8', width, height, frameRate: 1 } });
  for (let index = 0; index < frames; index += 1) {
    const svg = buildArtwork(index === 0 ? name : `${name}#${index}`, title, { width, height });
    // No alpha: a WebP with alpha is the extended format, whose VP8 chunk sits beside an ALPH chunk.
    const webp = await sharp(Buffer.from(svg)).resize(width, height).flatten({ background: '#000000' }).webp({ quality: 60 }).toBuffer();
    muxer.addVideoChunkRaw(vp8FrameOf(webp), 'key', index * 1_000_000);
  }
  muxer.finalize();
  return new Uint8Array(muxer.target.buffer);
}
