/**
 * Web stories (issue 11) through the gateway over the real api: `GET /webstory-list` pages (spec §7, §9: page 1,
 * limit 8), `GET /webstory?filterby=slug&query=` with the neighbours, `node(id:)` refetch, and the upstream calls.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, graphqlData } from '../support/graphql.ts';
import { restGet, type PagedEnvelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();

type RestStory = { _id: string; slug: string; title: string; slides: { position: number }[] };
type StoryNode = { id: string; internalId: string; slug: string; title: string; path: string; cover: { url: string; width: number; height: number } | null };
type StoryPage = {
  webStories: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { cursor: string; node: StoryNode }[] };
};

const LIST = /* GraphQL */ `
  query WebStoriesContract($first: Int, $after: String) {
    webStories(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id internalId slug title path cover { url width height } } }
    }
  }
`;

const STORY = /* GraphQL */ `
  query WebStoryContract($slug: String!) {
    webStory(slug: $slug) {
      id
      slug
      slides { position heading text link { url label } image { url width height } }
      nextStory { slug path }
      previousStory { slug path }
    }
  }
`;

let restStories: RestStory[] = [];

beforeAll(async () => {
  const all = await restGet<PagedEnvelope<RestStory>>(stack.apiBaseUrl, '/webstory-list?page=1&limit=100', `Bearer ${stack.apiToken}`);
  restStories = all.body.data;
  if (restStories.length <= 8) throw new Error('the seed needs more than 8 web stories to page through them');
});

describe('webStories', () => {
  it('lists page 1 with 8 stories and the total, then the next page by cursor, in the api order', async () => {
    const { result: first, calls } = await countUpstreamCalls(stack.proxyUrl, () => graphqlData<StoryPage>(stack.gatewayUrl, LIST, {}));
    expect(callsTo(calls, '/webstory-list').map((call) => call.query)).toEqual(['page=1&limit=8']);
    expect(first.webStories.totalCount).toBe(restStories.length);
    expect(first.webStories.edges.map((edge) => edge.node.slug)).toEqual(restStories.slice(0, 8).map((story) => story.slug));
    expect(first.webStories.pageInfo.hasNextPage).toBe(true);
    const story = first.webStories.edges[0]?.node;
    expect(story?.path).toBe(`/webstories/view/${story?.slug}`);
    expect(story?.cover).toMatchObject({ width: 270, height: 480 });
    expect(story?.cover?.url).toContain(`/media/stories/${story?.slug}?w=270&h=480&fm=webp`);

    const next = await graphqlData<StoryPage>(stack.gatewayUrl, LIST, { after: first.webStories.pageInfo.endCursor });
    expect(next.webStories.edges.map((edge) => edge.node.slug)).toEqual(restStories.slice(8, 16).map((story) => story.slug));
    expect(next.webStories.pageInfo.hasNextPage).toBe(restStories.length > 16);
  });

  it('serves a cover image the media host answers', async () => {
    const { webStories } = await graphqlData<StoryPage>(stack.gatewayUrl, LIST, { first: 1 });
    const response = await fetch(webStories.edges[0]?.node.cover?.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});

describe('webStory', () => {
  it('answers a story with its slides in order and its neighbours, in one /webstory call per story', async () => {
    const [before, middle, after] = restStories.slice(2, 5);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ webStory: { slides: { position: number; image: { width: number; height: number } }[]; nextStory: unknown; previousStory: unknown } }>(
        stack.gatewayUrl,
        STORY,
        { slug: middle?.slug },
      ),
    );
    expect(result.webStory.slides.map((slide) => slide.position)).toEqual(middle?.slides.map((slide) => slide.position));
    expect(result.webStory.slides.length).toBeGreaterThanOrEqual(5);
    expect(result.webStory.slides[0]?.image).toMatchObject({ width: 540, height: 960 });
    expect(result.webStory.nextStory).toEqual({ slug: after?.slug, path: `/webstories/view/${after?.slug}` });
    expect(result.webStory.previousStory).toEqual({ slug: before?.slug, path: `/webstories/view/${before?.slug}` });
    expect(callsTo(calls, '/webstory')).toHaveLength(3);
    expect(calls).toHaveLength(3);
  });

  it('answers null neighbours at the ends of the list', async () => {
    const first = restStories[0];
    const last = restStories.at(-1);
    const { webStory: newest } = await graphqlData<{ webStory: { previousStory: unknown } }>(stack.gatewayUrl, STORY, { slug: first?.slug });
    const { webStory: oldest } = await graphqlData<{ webStory: { nextStory: unknown } }>(stack.gatewayUrl, STORY, { slug: last?.slug });
    expect(newest.previousStory).toBeNull();
    expect(oldest.nextStory).toBeNull();
  });

  it('answers null without an error for an unknown slug', async () => {
    const { data, errors } = await graphql<{ webStory: unknown }>(stack.gatewayUrl, STORY, { slug: 'no-such-story-here' });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ webStory: null });
  });
});

describe('node(id:) on WebStory', () => {
  it('refetches listed stories by their ids in one /webstory-list?id[]= call', async () => {
    const { webStories } = await graphqlData<StoryPage>(stack.gatewayUrl, LIST, { first: 3 });
    const [a, b] = webStories.edges.map((edge) => edge.node);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ a: unknown; b: unknown }>(
        stack.gatewayUrl,
        `query WebStoryNodes($a: ID!, $b: ID!) { a: node(id: $a) { __typename id ... on WebStory { slug title } } b: node(id: $b) { id ... on WebStory { slug } } }`,
        { a: a?.id, b: b?.id },
      ),
    );
    expect(result).toEqual({ a: { __typename: 'WebStory', id: a?.id, slug: a?.slug, title: a?.title }, b: { id: b?.id, slug: b?.slug } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toBe(`id[]=${a?.internalId}&id[]=${b?.internalId}`);
  });
});
