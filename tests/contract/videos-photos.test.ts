/**
 * Issue 11's videos and photo albums through the gateway over the real api: pagination, the tag filter, unknown
 * slugs, node refetches and the upstream calls each costs. Every counted operation has a shape (or variables) no
 * other operation here uses, so the gateway's response cache cannot hide a call.
 */
import { describe, expect, it } from 'vitest';
import { graphql, graphqlData } from '../support/graphql.ts';
import { restGet, type PagedEnvelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls, type UpstreamCall } from '../support/upstream-calls.ts';

const stack = contractStack();

const toGlobalId = (type: string, internalId: string): string => Buffer.from(`${type}:${internalId}`, 'utf8').toString('base64');
const queries = (calls: UpstreamCall[], path: string) => callsTo(calls, path).map((call) => decodeURIComponent(call.query));

type VideoNode = { id: string; internalId: string; slug: string; title: string; tags: string[]; durationSeconds: number; duration: string; source: { kind: string; url: string; mimeType: string | null }; thumbnail: { url: string; width: number; height: number } };
type VideoPage = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: VideoNode }[] };

const VIDEOS = /* GraphQL */ `
  query ($tag: String, $first: Int, $after: String) {
    videos(tag: $tag, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id internalId slug title tags durationSeconds duration source { kind url mimeType } thumbnail { url width height } } }
    }
  }
`;

async function restVideos(query: string): Promise<PagedEnvelope<{ _id: string; slug: string; tags: string[] }>> {
  const answer = await restGet<PagedEnvelope<{ _id: string; slug: string; tags: string[] }>>(stack.apiBaseUrl, `/videos?${query}`, `Bearer ${stack.apiToken}`);
  return answer.body;
}

describe('Query.videos', () => {
  it('pages every video in the api order, one /videos call per page, with totals and cursors', async () => {
    const rest = await restVideos('page=1&limit=100');
    expect(rest.total).toBeGreaterThanOrEqual(12);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
        graphqlData<{ videos: VideoPage }>(stack.gatewayUrl, VIDEOS, { first: 5, after }),
      );
      expect(result.videos.totalCount).toBe(rest.total);
      expect(queries(calls, '/videos')).toEqual([`page=${pages + 1}&limit=5`]);
      seen.push(...result.videos.edges.map(({ node }) => node.slug));
      after = result.videos.pageInfo.hasNextPage ? result.videos.pageInfo.endCursor : null;
      pages += 1;
    } while (after !== null && pages < 10);
    expect(seen).toEqual(rest.data.map((video) => video.slug));
  });

  it('keeps only the kmy videos with tag: "kmy"', async () => {
    const rest = await restVideos('tag=kmy&limit=100');
    const { videos } = await graphqlData<{ videos: VideoPage }>(stack.gatewayUrl, VIDEOS, { tag: 'kmy', first: 50 });
    expect(videos.totalCount).toBe(rest.total);
    expect(videos.totalCount).toBeGreaterThan(0);
    expect(videos.edges.every(({ node }) => node.tags.includes('kmy'))).toBe(true);
    const everything = await restVideos('limit=100');
    expect(videos.totalCount).toBeLessThan(everything.total);
  });

  it('answers a playable file on the media origin and a 16:9 thumbnail', async () => {
    const { videos } = await graphqlData<{ videos: VideoPage }>(stack.gatewayUrl, VIDEOS, { first: 1 });
    const node = videos.edges[0]?.node;
    if (node === undefined) throw new Error('no video');
    expect(node.source).toEqual({ kind: 'FILE', url: `${stack.apiOrigin}/media/clips/${node.slug}.webm`, mimeType: 'video/webm' });
    expect(node.thumbnail).toMatchObject({ width: 640, height: 360 });
    expect(node.duration).toMatch(/^\d+:\d{2}$/);
    const file = await fetch(node.source.url, { signal: AbortSignal.timeout(30_000) });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/webm');
    const thumbnail = await fetch(node.thumbnail.url, { signal: AbortSignal.timeout(15_000) });
    expect(thumbnail.status).toBe(200);
  });
});

describe('Query.video and node(id:)', () => {
  it('finds a video by slug and refetches videos by id in one batched call', async () => {
    const rest = await restVideos('page=1&limit=3');
    const [first, second, third] = rest.data;
    if (!first || !second || !third) throw new Error('fewer than 3 videos');
    const { video } = await graphqlData<{ video: { internalId: string } | null }>(stack.gatewayUrl, `query ($slug: String!) { video(slug: $slug) { internalId } }`, { slug: third.slug });
    expect(video?.internalId).toBe(third._id);

    const NODES = `query ($a: ID!, $b: ID!) { a: node(id: $a) { __typename ... on Video { slug } } b: node(id: $b) { ... on Video { slug } } }`;
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ a: { __typename: string; slug: string }; b: { slug: string } }>(stack.gatewayUrl, NODES, {
        a: toGlobalId('Video', first._id),
        b: toGlobalId('Video', second._id),
      }),
    );
    expect(result).toEqual({ a: { __typename: 'Video', slug: first.slug }, b: { slug: second.slug } });
    expect(queries(calls, '/videos')).toEqual([`id[]=${first._id}&id[]=${second._id}`]);
  });

  it('answers null for an unknown slug and an unknown id', async () => {
    const { data, errors } = await graphql<{ video: null; node: null }>(
      stack.gatewayUrl,
      `query ($id: ID!) { video(slug: "no-such-video-here") { id } node(id: $id) { id } }`,
      { id: toGlobalId('Video', 'ffffffffffffffffffffffff') },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ video: null, node: null });
  });
});

type AlbumNode = { id: string; slug: string; tags: string[]; photoCount: number; photos: { position: number; caption: string; width: number; height: number; image: { url: string; width: number; height: number } }[] };

describe('photo albums', () => {
  const ALBUMS = /* GraphQL */ `
    query ($tag: String) {
      photoAlbums(tag: $tag, first: 20) {
        totalCount
        edges { node { id slug tags photoCount cover { url } photos { position caption width height image(width: 400, height: 300) { url width height } } } }
      }
    }
  `;

  it('lists the albums with their photos: one page call and one detail call per album', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ photoAlbums: { totalCount: number; edges: { node: AlbumNode }[] } }>(stack.gatewayUrl, ALBUMS, {}),
    );
    const albums = result.photoAlbums.edges.map(({ node }) => node);
    expect(albums.length).toBeGreaterThanOrEqual(3);
    expect(albums.length).toBe(result.photoAlbums.totalCount);
    for (const album of albums) expect(album.photos).toHaveLength(album.photoCount);
    expect(queries(calls, '/photo-albums').sort()).toEqual(
      ['page=1&limit=20', ...albums.map((album) => `filterby=slug&query=${album.slug}`)].sort(),
    );
  });

  it('keeps the kmy albums with tag: "kmy" and fits every photo in the box at its own aspect ratio', async () => {
    const { photoAlbums } = await graphqlData<{ photoAlbums: { edges: { node: AlbumNode }[] } }>(stack.gatewayUrl, ALBUMS, { tag: 'kmy' });
    expect(photoAlbums.edges.length).toBeGreaterThan(0);
    const photos = photoAlbums.edges.flatMap(({ node }) => (expect(node.tags).toContain('kmy'), node.photos));
    expect(photos.some((photo) => photo.height > photo.width)).toBe(true);
    for (const photo of photos) {
      // The web's grid box (an allowed media size, schema/rules/media.ts): one side touches it, none passes it.
      expect(photo.image.width === 400 || photo.image.height === 300).toBe(true);
      expect(photo.image.width <= 400 && photo.image.height <= 300).toBe(true);
      expect(Math.abs(photo.image.width / photo.image.height - photo.width / photo.height)).toBeLessThan(0.02);
    }
  });

  it('pages with tagFirst: the tagged albums first, one /photo-albums call per page, the cursor going on where it stopped', async () => {
    const PAGE = `query ($after: String) { photoAlbums(tagFirst: "adi-kailash", first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { slug tags } } } }`;
    type Page = { photoAlbums: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: { slug: string; tags: string[] } }[] } };
    const first = await countUpstreamCalls(stack.proxyUrl, () => graphqlData<Page>(stack.gatewayUrl, PAGE, { after: null }));
    expect(queries(first.calls, '/photo-albums')).toEqual(['page=1&limit=2&tagFirst=adi-kailash']);
    const [lead] = first.result.photoAlbums.edges;
    expect(lead?.node.tags).toContain('adi-kailash');
    expect(first.result.photoAlbums.pageInfo.hasNextPage).toBe(true);
    const next = await countUpstreamCalls(stack.proxyUrl, () => graphqlData<Page>(stack.gatewayUrl, PAGE, { after: first.result.photoAlbums.pageInfo.endCursor }));
    expect(queries(next.calls, '/photo-albums')).toEqual(['page=2&limit=2&tagFirst=adi-kailash']);
    const second = next.result;
    const slugs = [...first.result.photoAlbums.edges, ...second.photoAlbums.edges].map(({ node }) => node.slug);
    expect(new Set(slugs).size).toBe(Math.min(4, first.result.photoAlbums.totalCount));
  });

  it('refetches albums by id in one call, and answers null for an unknown slug', async () => {
    const listed = await graphqlData<{ photoAlbums: { edges: { node: { id: string; slug: string } }[] } }>(
      stack.gatewayUrl,
      `{ photoAlbums(first: 2) { edges { node { id slug } } } }`,
    );
    const [a, b] = listed.photoAlbums.edges.map(({ node }) => node);
    if (!a || !b) throw new Error('fewer than 2 albums');
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ a: { slug: string }; b: { slug: string }; missing: null }>(
        stack.gatewayUrl,
        `query ($a: ID!, $b: ID!) { a: node(id: $a) { ... on PhotoAlbum { slug } } b: node(id: $b) { ... on PhotoAlbum { slug } } missing: photoAlbum(slug: "no-such-album-here") { id } }`,
        { a: a.id, b: b.id },
      ),
    );
    expect(result).toEqual({ a: { slug: a.slug }, b: { slug: b.slug }, missing: null });
    expect(callsTo(calls, '/photo-albums').filter((call) => call.query.includes('id%5B%5D') || call.query.includes('id[]'))).toHaveLength(1);
  });
});
