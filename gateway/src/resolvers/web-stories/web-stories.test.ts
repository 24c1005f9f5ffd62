import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { objectId } from '../../testing/fixtures.ts';
import { webStory } from '../../testing/fake-web-stories.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const setUp = () => {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  return { upstream, gateway: testGateway(upstream.fetch) };
};

const LIST = /* GraphQL */ `
  query List($first: Int, $after: String) {
    webStories(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id slug path cover { url width height alt } } }
    }
  }
`;

describe('Query.webStories', () => {
  it('answers the first 8 stories of GET /webstory-list?page=1&limit=8 with the total', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(LIST);
    const stories = data?.webStories as { totalCount: number; pageInfo: { hasNextPage: boolean }; edges: { node: Record<string, unknown> }[] };
    expect(stories.totalCount).toBe(10);
    expect(stories.pageInfo.hasNextPage).toBe(true);
    expect(stories.edges).toHaveLength(8);
    expect(stories.edges[1]?.node).toEqual({
      id: encodeGlobalId('WebStory', objectId('5', 2)),
      slug: 'story-2',
      path: '/webstories/view/story-2',
      cover: { url: 'http://media.test/media/stories/story-2?w=270&h=480&fm=webp&q=80', width: 270, height: 480, alt: 'Story 2' },
    });
    expect(upstream.calls.map((call) => call.url.search)).toEqual(['?page=1&limit=8']);
  });

  it('continues after the cursor with the next page', async () => {
    const { upstream, gateway } = setUp();
    const first = await gateway.execute(LIST);
    const after = (first.data?.webStories as { pageInfo: { endCursor: string } }).pageInfo.endCursor;
    const { data } = await gateway.execute(LIST, { after });
    const page = data?.webStories as { pageInfo: { hasNextPage: boolean }; edges: { node: { slug: string } }[] };
    expect(page.edges.map((edge) => edge.node.slug)).toEqual(['story-9', 'story-10']);
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(upstream.calls.at(-1)?.url.search).toBe('?page=2&limit=8');
  });
});

const STORY = /* GraphQL */ `
  query Story($slug: String!) {
    webStory(slug: $slug) {
      title
      slides { position heading text link { url label } image { url width height alt } }
      nextStory { slug path }
      previousStory { slug }
    }
  }
`;

describe('Query.webStory', () => {
  it('answers the slides in order with their portrait images, and the neighbours from one /webstory call each', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(STORY, { slug: 'story-2' });
    const story = data?.webStory as { slides: Record<string, unknown>[]; nextStory: unknown; previousStory: unknown };
    expect(story.slides).toHaveLength(5);
    expect(story.slides[0]).toEqual({
      position: 1,
      heading: 'Slide 1',
      text: 'Text of slide 1.',
      link: null,
      image: { url: 'http://media.test/media/stories/story-2-1?w=540&h=960&fm=webp&q=80', width: 540, height: 960, alt: 'Story 2: Slide 1' },
    });
    expect(story.slides[4]).toMatchObject({ link: { url: '/package/kailash-mansarovar', label: 'See packages' } });
    expect(story.nextStory).toEqual({ slug: 'story-3', path: '/webstories/view/story-3' });
    expect(story.previousStory).toEqual({ slug: 'kailash-parikrama-in-8-steps' });
    expect(upstream.calls.map((call) => call.url.searchParams.get('query'))).toEqual(['story-2', 'story-3', 'kailash-parikrama-in-8-steps']);
  });

  it('answers null neighbours at the ends of the list', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(STORY, { slug: 'kailash-parikrama-in-8-steps' });
    expect(data?.webStory).toMatchObject({ previousStory: null, nextStory: { slug: 'story-2' } });
  });

  it('answers null for an unknown slug, and for a malformed one without calling the api', async () => {
    const { upstream, gateway } = setUp();
    expect((await gateway.execute(STORY, { slug: 'no-such-story' })).data).toEqual({ webStory: null });
    expect((await gateway.execute(STORY, { slug: 'Not A Slug' })).data).toEqual({ webStory: null });
    expect(upstream.calls).toHaveLength(1);
  });

  it("reads a listed story's next story through its detail, each slug fetched once", async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(`{ webStories(first: 2) { edges { node { nextStory { slug } } } } }`);
    expect(data?.webStories).toEqual({ edges: [{ node: { nextStory: { slug: 'story-2' } } }, { node: { nextStory: { slug: 'story-3' } } }] });
    // story-2's detail is both the first story's next and the second story's own: fetched once.
    expect(upstream.calls.map((call) => call.url.searchParams.get('query') ?? 'list')).toEqual([
      'list',
      'kailash-parikrama-in-8-steps',
      'story-2',
      'story-3',
    ]);
  });
});

describe('node(id:) on WebStory', () => {
  it('refetches stories by id, several in one /webstory-list?id[]= call', async () => {
    const { upstream, gateway } = setUp();
    const [a, b] = [encodeGlobalId('WebStory', objectId('5', 3)), encodeGlobalId('WebStory', objectId('5', 4))];
    const { data } = await gateway.execute(
      `query($a: ID!, $b: ID!) { a: node(id: $a) { __typename id ... on WebStory { slug } } b: node(id: $b) { id } }`,
      { a, b },
    );
    expect(data).toEqual({ a: { __typename: 'WebStory', id: a, slug: 'story-3' }, b: { id: b } });
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]?.url.searchParams.getAll('id[]')).toEqual([objectId('5', 3), objectId('5', 4)]);
  });

  it('answers null for an id no story has', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(`query($id: ID!) { node(id: $id) { id } }`, { id: encodeGlobalId('WebStory', objectId('5', 99)) });
    expect(data).toEqual({ node: null });
  });
});

describe('WebStorySlide.link', () => {
  it('keeps a site path or an https link and answers no link for any other URL', async () => {
    const urls = ['/package/kailash-mansarovar', 'https://example.org/route', 'javascript:alert(1)', '//evil.example', 'http://example.org'];
    const slides = webStory(1).slides.map((slide, index) => ({ ...slide, link: { url: urls[index] ?? '/', label: 'Go' } }));
    const upstream = fakeCatalogueUpstream({ ...standardCatalogue(), webStories: [webStory(1, { slug: 'links', slides })] });
    const { data } = await testGateway(upstream.fetch).execute(`{ webStory(slug: "links") { slides { link { url } } } }`);
    const links = (data?.webStory as { slides: { link: { url: string } | null }[] }).slides.map((slide) => slide.link?.url ?? null);
    expect(links).toEqual(['/package/kailash-mansarovar', 'https://example.org/route', null, null, null]);
  });
});
