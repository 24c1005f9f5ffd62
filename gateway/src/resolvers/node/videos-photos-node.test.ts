import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const NODES = `query($a: ID!, $b: ID!, $c: ID!, $d: ID!) {
  a: node(id: $a) { __typename ... on Video { slug } }
  b: node(id: $b) { __typename ... on Video { slug } }
  c: node(id: $c) { __typename ... on PhotoAlbum { slug photoCount } }
  d: node(id: $d) { __typename ... on PhotoAlbum { slug } }
}`;

describe('node(id:) of videos and photo albums', () => {
  it('refetches videos in one id[] call and albums in another, an unknown id as null', async () => {
    const catalogue = standardCatalogue();
    const upstream = fakeCatalogueUpstream(catalogue);
    const [first, second] = catalogue.videos ?? [];
    const [album] = catalogue.photoAlbums ?? [];
    const { data } = await testGateway(upstream.fetch).execute(NODES, {
      a: encodeGlobalId('Video', first?._id ?? ''),
      b: encodeGlobalId('Video', second?._id ?? ''),
      c: encodeGlobalId('PhotoAlbum', album?._id ?? ''),
      d: encodeGlobalId('PhotoAlbum', 'ffffffffffffffffffffffff'),
    });
    expect(data).toEqual({
      a: { __typename: 'Video', slug: 'kailash-parikrama-day-by-day' },
      b: { __typename: 'Video', slug: 'video-2' },
      c: { __typename: 'PhotoAlbum', slug: 'kailash-mansarovar-yatra-2025', photoCount: 4 },
      d: null,
    });
    expect(upstream.callsTo('/videos').map((call) => call.url.searchParams.getAll('id[]'))).toEqual([[first?._id, second?._id]]);
    expect(upstream.callsTo('/photo-albums')).toHaveLength(1);
  });
});
