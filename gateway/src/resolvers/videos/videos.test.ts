import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { video } from '../../testing/fake-videos-photos.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const VIDEOS = `query($tag: String, $first: Int, $after: String) {
  videos(tag: $tag, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id internalId slug title tags duration durationSeconds thumbnail { url width height alt } source { kind url mimeType } } }
  }
}`;

type VideoNode = { id: string; slug: string; tags: string[]; source: { kind: string; url: string; mimeType: string | null } };
type VideoPage = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: VideoNode }[] };

function setup(videos = standardCatalogue().videos) {
  const upstream = fakeCatalogueUpstream({ ...standardCatalogue(), videos });
  return { upstream, gateway: testGateway(upstream.fetch) };
}

describe('Query.videos', () => {
  it('pages the videos 12 at a time, one /videos call per page, with the total and a next cursor', async () => {
    const { upstream, gateway } = setup();
    const first = (await gateway.execute(VIDEOS)).data?.videos as VideoPage;
    expect(first.edges).toHaveLength(12);
    expect(first).toMatchObject({ totalCount: 14, pageInfo: { hasNextPage: true } });
    const second = (await gateway.execute(VIDEOS, { after: first.pageInfo.endCursor })).data?.videos as VideoPage;
    expect(second.edges.map(({ node }) => node.slug)).toEqual(['video-13', 'video-14']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(upstream.callsTo('/videos').map((call) => call.url.search)).toEqual(['?page=1&limit=12', '?page=2&limit=12']);
  });

  it('keeps only the videos of a tag', async () => {
    const { upstream, gateway } = setup();
    const page = (await gateway.execute(VIDEOS, { tag: 'kmy' })).data?.videos as VideoPage;
    expect(page.totalCount).toBe(7);
    expect(page.edges.every(({ node }) => node.tags.includes('kmy'))).toBe(true);
    expect(upstream.callsTo('/videos')[0]?.url.searchParams.get('tag')).toBe('kmy');
  });

  it('answers a tag that is no slug with an empty list, without a call', async () => {
    const { upstream, gateway } = setup();
    const { data, errors } = await gateway.execute(VIDEOS, { tag: 'Not A Tag' });
    expect(errors).toBeUndefined();
    expect(data?.videos).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] });
    expect(upstream.callsTo('/videos')).toHaveLength(0);
  });

  it('answers a file source absolute on the media origin and a thumbnail at 640×360', async () => {
    const { gateway } = setup();
    const [edge] = ((await gateway.execute(VIDEOS, { first: 1 })).data?.videos as VideoPage).edges;
    expect(edge?.node).toMatchObject({
      id: encodeGlobalId('Video', video(1)._id),
      duration: '4:32',
      durationSeconds: 272,
      source: { kind: 'FILE', url: 'http://media.test/media/clips/kailash-parikrama-day-by-day.webm', mimeType: 'video/webm' },
      thumbnail: { url: 'http://media.test/media/videos/kailash-parikrama-day-by-day?w=640&h=360&fm=webp&q=80', width: 640, height: 360, alt: 'Kailash Parikrama Day by Day' },
    });
  });

  it('passes an embed URL of an allowed player through as it is', async () => {
    const embed = video(1, { source: { kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/abc123', mimeType: null } });
    const { gateway } = setup([embed]);
    const [edge] = ((await gateway.execute(VIDEOS)).data?.videos as VideoPage).edges;
    expect(edge?.node.source).toEqual({ kind: 'EMBED', url: 'https://www.youtube-nocookie.com/embed/abc123', mimeType: null });
  });

  it('leaves out a video whose embed is not an https URL of an allowed player, in lists, by slug and by id', async () => {
    const unplayable = [
      video(2, { source: { kind: 'embed', url: 'https://player.example/embed/2', mimeType: null } }),
      video(3, { source: { kind: 'embed', url: 'javascript:alert(1)', mimeType: null } }),
    ];
    const { gateway } = setup([video(1), ...unplayable]);
    const page = (await gateway.execute(VIDEOS)).data?.videos as VideoPage;
    expect(page.edges.map(({ node }) => node.slug)).toEqual([video(1).slug]);
    const { data } = await gateway.execute(`query($id: ID!) { video(slug: "video-2") { id } node(id: $id) { id } }`, {
      id: encodeGlobalId('Video', video(3)._id),
    });
    expect(data).toEqual({ video: null, node: null });
  });
});

describe('Query.video', () => {
  const VIDEO = `query($slug: String!) { video(slug: $slug) { title source { url } } }`;

  it('answers a video by slug from one call', async () => {
    const { upstream, gateway } = setup();
    const { data } = await gateway.execute(VIDEO, { slug: 'video-2' });
    expect(data?.video).toEqual({ title: 'Video 2', source: { url: 'http://media.test/media/clips/video-2.webm' } });
    expect(upstream.callsTo('/videos').map((call) => call.url.search)).toEqual(['?filterby=slug&query=video-2']);
  });

  it('answers null for an unknown slug, and for a text that is no slug without a call', async () => {
    const { upstream, gateway } = setup();
    expect((await gateway.execute(VIDEO, { slug: 'no-such-video' })).data?.video).toBeNull();
    expect((await gateway.execute(VIDEO, { slug: 'Not A Slug' })).data?.video).toBeNull();
    expect(upstream.callsTo('/videos')).toHaveLength(1);
  });
});
