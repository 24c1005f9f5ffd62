import { describe, expect, it } from 'vitest';
import { getJson, testAppPerFile } from '../test-support/test-app.ts';
import { PhotoAlbumDetailSchema, PhotoAlbumSchema, PhotoSchema, VideoSchema, type PhotoAlbum, type PhotoAlbumDetail, type Video } from './schemas.ts';
import { allPages, expectListOrder, expectShape, type One, type Paged } from './test-helpers.ts';
import { durationLabel } from './video-queries.ts';

const ctx = testAppPerFile();

describe('GET /videos', () => {
  it('pages the videos newest first with a duration, a thumbnail and a local file source', async () => {
    const { pages, total } = await allPages<Video>(ctx.app, '/api/v1/videos', 5);
    const videos = pages.flat();
    expect(total).toBeGreaterThanOrEqual(12);
    expectListOrder(videos);
    for (const video of videos) {
      expectShape(VideoSchema, video);
      expect(video.image).toBe(`/media/videos/${video.slug}`);
      expect(video.duration).toBe(durationLabel(video.durationSeconds));
      expect(video.source).toEqual({ kind: 'file', url: `/media/clips/${video.slug}.webm`, mimeType: 'video/webm' });
    }
  });

  it('filters by tag: the Kailash Mansarovar Yatra videos page uses kmy', async () => {
    const { body } = await getJson<Paged<Video>>(ctx.app, '/api/v1/videos?tag=kmy&limit=100');
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.data.every((video) => video.tags.includes('kmy'))).toBe(true);
    const all = await getJson<Paged<Video>>(ctx.app, '/api/v1/videos?limit=100');
    expect(body.total).toBeLessThan(all.body.total);
    expect((await getJson<Paged<Video>>(ctx.app, '/api/v1/videos?tag=no-such-tag')).body).toMatchObject({ data: [], total: 0 });
  });

  it('answers one video by slug, 404 for an unknown one', async () => {
    const { body } = await getJson<One<Video>>(ctx.app, '/api/v1/videos?filterby=slug&query=kailash-parikrama-day-by-day');
    expect(body.data).toMatchObject({ title: 'Kailash Parikrama Day by Day', durationSeconds: 754, duration: '12:34' });
    expect((await getJson(ctx.app, '/api/v1/videos?filterby=slug&query=no-such-video')).body).toEqual({ status: 404, message: 'Video not found' });
  });

  it("serves each video's source as a playable WebM (EBML header, VP8 track) without a token", async () => {
    const { body } = await getJson<Paged<Video>>(ctx.app, '/api/v1/videos?limit=2');
    for (const video of body.data) {
      const response = await ctx.app.request(video.source.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/webm');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(bytes.includes(Buffer.from('V_VP8'))).toBe(true);
    }
    expect((await ctx.app.request('/media/clips/no-such-video.webm')).status).toBe(404);
    expect((await ctx.app.request('/media/clips/x.mp4')).status).toBe(400);
  });
});

describe('durationLabel', () => {
  it('writes minutes and seconds, and hours past an hour', () => {
    expect([durationLabel(5), durationLabel(272), durationLabel(3725)]).toEqual(['0:05', '4:32', '1:02:05']);
  });
});

describe('GET /photo-albums', () => {
  it('pages the albums with their photo counts, and answers each by slug with its photos in order', async () => {
    const { pages, total } = await allPages<PhotoAlbum>(ctx.app, '/api/v1/photo-albums', 2);
    expect(total).toBeGreaterThanOrEqual(3);
    const albums = pages.flat();
    expectListOrder(albums);
    for (const album of albums) {
      expectShape(PhotoAlbumSchema, album);
      const { body } = await getJson<One<PhotoAlbumDetail>>(ctx.app, `/api/v1/photo-albums?filterby=slug&query=${album.slug}`);
      expectShape(PhotoAlbumDetailSchema, body.data);
      expect(body.data.photos).toHaveLength(album.photoCount);
      expect(body.data.photos.map((photo) => photo.position)).toEqual(body.data.photos.map((_, index) => index + 1));
      for (const photo of body.data.photos) {
        expectShape(PhotoSchema, photo);
        expect(photo.caption.length).toBeGreaterThan(0);
        expect(photo.width * photo.height).toBeGreaterThan(0);
      }
    }
  });

  it('filters by tag, and answers 404 for an unknown album', async () => {
    const { body } = await getJson<Paged<PhotoAlbum>>(ctx.app, '/api/v1/photo-albums?tag=kmy');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((album) => album.tags.includes('kmy'))).toBe(true);
    expect((await getJson(ctx.app, '/api/v1/photo-albums?filterby=slug&query=nope')).body).toEqual({ status: 404, message: 'Photo album not found' });
  });

  it('puts the albums with the tagFirst tag first, each part newest first, across pages', async () => {
    const { body: all } = await getJson<Paged<PhotoAlbum>>(ctx.app, '/api/v1/photo-albums?limit=100');
    const { pages, total } = await allPages<PhotoAlbum>(ctx.app, '/api/v1/photo-albums?tagFirst=adi-kailash', 1);
    const albums = pages.flat();
    expect(total).toBe(all.total);
    const tagged = albums.filter((album) => album.tags.includes('adi-kailash'));
    expect(tagged.length).toBeGreaterThan(0);
    // The seed's Adi Kailash album is not the newest: newest first alone would not list it first.
    expect(all.data[0]?.tags).not.toContain('adi-kailash');
    expect(albums.slice(0, tagged.length)).toEqual(tagged);
    expectListOrder(tagged);
    expectListOrder(albums.slice(tagged.length));
    expect(new Set(albums.map((album) => album._id)).size).toBe(all.total);
    expect((await getJson(ctx.app, '/api/v1/photo-albums?tagFirst=kmy&filterby=slug&query=kmy-pilgrims-at-kathmandu')).status).toBe(400);
  });

  it('renders the artwork of covers, photos and video thumbnails under the media host', async () => {
    for (const path of ['/media/albums/char-dham-yatra-2025', '/media/photos/char-dham-yatra-2025-3?w=400&h=600', '/media/videos/kedarnath-trek-from-gaurikund', '/media/stories/ganga-aarti-in-varanasi-2', '/media/pages/about-us']) {
      const response = await ctx.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('image/webp');
    }
    expect((await ctx.app.request('/media/photos/char-dham-yatra-2025-99')).status).toBe(404);
  });
});
