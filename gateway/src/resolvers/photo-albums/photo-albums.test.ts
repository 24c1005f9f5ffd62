import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const ALBUMS = `query($tag: String) {
  photoAlbums(tag: $tag) {
    totalCount
    edges { node { id slug title tags photoCount cover { url width height } photos { position caption width height image { url width height alt } } } }
  }
}`;

type AlbumNode = { id: string; slug: string; tags: string[]; photos: { position: number; image: { url: string; width: number; height: number } }[] };
type AlbumPage = { totalCount: number; edges: { node: AlbumNode }[] };

function setup() {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  return { upstream, gateway: testGateway(upstream.fetch) };
}

describe('Query.photoAlbums', () => {
  it('lists the albums from one page call and each album photos from one detail call', async () => {
    const { upstream, gateway } = setup();
    const page = (await gateway.execute(ALBUMS)).data?.photoAlbums as AlbumPage;
    expect(page.totalCount).toBe(3);
    expect(page.edges.map(({ node }) => node.photos.length)).toEqual([4, 3, 3]);
    expect(upstream.callsTo('/photo-albums').map((call) => call.url.search)).toEqual([
      '?page=1&limit=12',
      '?filterby=slug&query=kailash-mansarovar-yatra-2025',
      '?filterby=slug&query=album-2',
      '?filterby=slug&query=album-3',
    ]);
  });

  it('answers a tag that is no slug with an empty list, without a call', async () => {
    const { upstream, gateway } = setup();
    const { data, errors } = await gateway.execute(ALBUMS, { tag: 'kmy & more' });
    expect(errors).toBeUndefined();
    expect(data?.photoAlbums).toEqual({ totalCount: 0, edges: [] });
    expect(upstream.callsTo('/photo-albums')).toHaveLength(0);
  });

  it('keeps only the albums of a tag', async () => {
    const { gateway } = setup();
    const page = (await gateway.execute(ALBUMS, { tag: 'kmy' })).data?.photoAlbums as AlbumPage;
    expect(page.edges.map(({ node }) => node.slug)).toEqual(['kailash-mansarovar-yatra-2025']);
  });
});

describe('Query.photoAlbum', () => {
  const ALBUM = `query($slug: String!) {
    photoAlbum(slug: $slug) { id photos { position caption image { url width height alt } large: image(width: 1600, height: 1600) { width height } } }
  }`;

  it('answers the album with its photos in one call, each fitted inside the asked box at its own aspect ratio, then snapped to the media allow-list', async () => {
    const { upstream, gateway } = setup();
    const album = (await gateway.execute(ALBUM, { slug: 'album-2' })).data?.photoAlbum as {
      id: string;
      photos: { image: { url: string; width: number; height: number; alt: string }; large: { width: number; height: number } }[];
    };
    expect(album.id).toBe(encodeGlobalId('PhotoAlbum', standardCatalogue().photoAlbums?.[1]?._id ?? ''));
    expect(album.photos[0]?.image).toEqual({
      url: 'http://media.test/media/photos/album-2-1?w=400&h=300&fm=webp&q=80',
      width: 400,
      height: 300,
      alt: 'Photo 1 of album 2',
    });
    // 3:4 fits 225×300; the allow-list's nearest shape is the 2:3 of the seeded portrait photos (schema/rules/media.ts).
    expect(album.photos[1]?.image).toMatchObject({ width: 200, height: 300 });
    expect(album.photos.map((photo) => photo.large)).toEqual([
      { width: 800, height: 600 },
      { width: 1067, height: 1600 },
      { width: 800, height: 600 },
    ]);
    expect(upstream.callsTo('/photo-albums')).toHaveLength(1);
  });

  it('answers null for an unknown slug', async () => {
    const { gateway } = setup();
    expect((await gateway.execute(ALBUM, { slug: 'no-such-album' })).data?.photoAlbum).toBeNull();
  });
});
