import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { objectId } from '../../testing/fixtures.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const setUp = () => {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  return { upstream, gateway: testGateway(upstream.fetch) };
};

describe('Query.news', () => {
  it('pages the news newest first with a total', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(`{
      news(first: 2) { totalCount pageInfo { hasNextPage } edges { node { slug path categoryTitle publishedAt } } }
    }`);
    expect(data?.news).toEqual({
      totalCount: 5,
      pageInfo: { hasNextPage: true },
      edges: [
        {
          node: {
            slug: 'kailash-mansarovar-yatra-2026-dates',
            path: '/news/yatra-updates/kailash-mansarovar-yatra-2026-dates',
            categoryTitle: 'Yatra Updates',
            publishedAt: '2026-10-31T00:00:00.000Z',
          },
        },
        {
          node: {
            slug: 'news-item-2',
            path: '/news/yatra-updates/news-item-2',
            categoryTitle: 'Yatra Updates',
            publishedAt: '2026-10-30T00:00:00.000Z',
          },
        },
      ],
    });
  });

  it('gives an empty connection for an unknown category', async () => {
    const { gateway } = setUp();
    const { data, errors } = await gateway.execute(`{ news(category: "nope") { totalCount edges { cursor } } }`);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ news: { totalCount: 0, edges: [] } });
  });
});

describe('Query.newsItem', () => {
  it('answers an item by slug with its body and related items, and null for an unknown slug', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(`{
      newsItem(slug: "news-item-3") { kind title bodyHtml related { slug } destination { slug } }
      unknown: newsItem(slug: "no-such-news") { id }
    }`);
    expect(data).toEqual({
      newsItem: {
        kind: 'NEWS',
        title: 'News item 3',
        bodyHtml: '<h2>Before you go</h2><p>Carry your passport.</p>',
        related: [
          { slug: 'kailash-mansarovar-yatra-2026-dates' },
          { slug: 'news-item-2' },
          { slug: 'news-item-4' },
          { slug: 'news-item-5' },
        ],
        destination: null,
      },
      unknown: null,
    });
  });

  it('lists the news categories with their paths', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(`{ newsCategories { slug path count } }`);
    expect(data).toEqual({ newsCategories: [{ slug: 'yatra-updates', path: '/news/yatra-updates', count: 5 }] });
  });

  it('refetches a news item by its global id with the card fields', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on NewsItem { slug summary } } }`, {
      id: encodeGlobalId('NewsItem', objectId('f', 2)),
    });
    expect(data).toEqual({ node: { slug: 'news-item-2', summary: 'An update for pilgrims, number 2.' } });
    expect(upstream.callsTo('/news')[0]?.url.searchParams.getAll('id[]')).toEqual([objectId('f', 2)]);
  });
});
