import { describe, expect, it } from 'vitest';
import { getJson, testAppPerFile } from '../test-support/test-app.ts';
import { BlogCardSchema, BlogDetailSchema, ContentCategorySchema, NewsCardSchema, NewsDetailSchema, type BlogCard, type ContentCategory, type NewsCard } from './schemas.ts';
import { allPages, expectListOrder, expectShape, type ErrorAnswer, type One, type Paged } from './test-helpers.ts';

const ctx = testAppPerFile();

describe('GET /blog-categories and /news-categories', () => {
  it('lists the blog categories in menu order with counts that add up to every blog', async () => {
    const { body } = await getJson<One<ContentCategory[]>>(ctx.app, '/api/v1/blog-categories');
    body.data.forEach((category) => expectShape(ContentCategorySchema, category));
    expect(body.data.map((category) => category.slug)).toEqual(['yatra-guides', 'packing-lists', 'altitude-and-health', 'temple-stories']);
    const blogs = await getJson<Paged<BlogCard>>(ctx.app, '/api/v1/blogs?limit=1');
    expect(body.data.reduce((sum, category) => sum + category.count, 0)).toBe(blogs.body.total);
  });

  it('counts each category as its filtered list does', async () => {
    const { body } = await getJson<One<ContentCategory[]>>(ctx.app, '/api/v1/news-categories');
    for (const category of body.data) {
      const list = await getJson<Paged<NewsCard>>(ctx.app, `/api/v1/news?category=${category.slug}&limit=1`);
      expect(list.body.total, category.slug).toBe(category.count);
    }
  });
});

describe('GET /blogs', () => {
  it('pages every blog newest first in disjoint pages that add up to the total', async () => {
    const { pages, total } = await allPages<BlogCard>(ctx.app, '/api/v1/blogs', 7);
    const blogs = pages.flat();
    expect(total).toBeGreaterThanOrEqual(20);
    expect(blogs).toHaveLength(total);
    expect(new Set(blogs.map((blog) => blog._id)).size).toBe(total);
    expectListOrder(blogs);
    for (const blog of blogs) {
      expectShape(BlogCardSchema, blog);
      expect(blog._id).toMatch(/^[0-9a-f]{24}$/);
      expect(blog.blogimage).toBe(`/media/blogs/${blog.slug}`);
    }
  });

  it('filters by category and by destination', async () => {
    const { body } = await getJson<Paged<BlogCard>>(ctx.app, '/api/v1/blogs?category=packing-lists&limit=100');
    expect(body.total).toBe(body.data.length);
    expect(body.data.every((blog) => blog.category === 'packing-lists' && blog.categoryTitle === 'Packing Lists')).toBe(true);
    const kailash = await getJson<Paged<BlogCard>>(ctx.app, '/api/v1/blogs?destination=kailash-mansarovar&limit=100');
    expect(kailash.body.total).toBeGreaterThan(0);
    expect(kailash.body.data.every((blog) => blog.destination?.slug === 'kailash-mansarovar' && blog.destination.title === 'Kailash Mansarovar')).toBe(true);
    const nowhere = await getJson<Paged<BlogCard>>(ctx.app, '/api/v1/blogs?destination=atlantis');
    expect(nowhere.body).toMatchObject({ data: [], total: 0 });
  });

  it('answers a page past the end with no items and the real total', async () => {
    const { body } = await getJson<Paged<BlogCard>>(ctx.app, '/api/v1/blogs?page=50&limit=10');
    expect(body.data).toEqual([]);
    expect(body.total).toBeGreaterThanOrEqual(20);
  });

  it('answers one blog by slug with sanitised HTML and up to 4 others of its category', async () => {
    const { status, body } = await getJson<One<unknown>>(ctx.app, '/api/v1/blogs?filterby=slug&query=kailash-mansarovar-packing-list');
    expect(status).toBe(200);
    const blog = expectShape(BlogDetailSchema, body.data);
    expect(blog.title).toBe('Kailash Mansarovar Yatra Packing List');
    expect(blog.bodyHtml).toContain('<h2>Clothing</h2>');
    expect(blog.related.length).toBeGreaterThan(0);
    expect(blog.related.length).toBeLessThanOrEqual(4);
    expect(blog.related.every((other) => other.category === 'packing-lists' && other._id !== blog._id)).toBe(true);
    expectListOrder(blog.related);
  });

  it('answers a batch by id in the order asked, unknown ids left out', async () => {
    const { body: page } = await getJson<Paged<BlogCard>>(ctx.app, '/api/v1/blogs?limit=2');
    const [first, second] = page.data.map((blog) => blog._id);
    const { body } = await getJson<Paged<BlogCard>>(ctx.app, `/api/v1/blogs?id[]=${second}&id[]=ffffffffffffffffffffffff&id[]=${first}`);
    expect(body.data.map((blog) => blog._id)).toEqual([second, first]);
    expect(body).toMatchObject({ total: 2, page: 1, limit: 2 });
  });

  it('answers 404 for an unknown slug or category', async () => {
    expect((await getJson(ctx.app, '/api/v1/blogs?filterby=slug&query=no-such-blog')).body).toEqual({ status: 404, message: 'Blog not found' });
    expect((await getJson(ctx.app, '/api/v1/blogs?category=no-such-category')).body).toEqual({ status: 404, message: 'Blog category not found' });
  });

  it('answers 400 naming the parameter for bad paging, slugs and mixed modes', async () => {
    const cases: [string, string][] = [
      ['limit=101', "Invalid query parameter 'limit': must be at most 100"],
      ['page=0', "Invalid query parameter 'page': must be at least 1"],
      ['filterby=title&query=x', "Invalid query parameter 'filterby': must be 'slug'"],
      ['filterby=slug&query=Bad_Slug', "Invalid query parameter 'query': must contain only lowercase letters, digits and hyphens"],
      ['filterby=slug', "Invalid query parameter 'query': is required with filterby=slug"],
      ['query=kedarnath-trek-tips', "Invalid query parameter 'filterby': is required with query"],
      ['filterby=slug&query=kedarnath-trek-tips&category=packing-lists', "Invalid query: give either 'filterby=slug' or a list filter ('id[]', 'category', ...), not both"],
      ['id[]=ffffffffffffffffffffffff&category=packing-lists', "Invalid query: give either 'id[]' or a list filter, not both"],
      ['id[]=123', "Invalid query parameter 'id[]': must be a 24-character lowercase hex id"],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await getJson<ErrorAnswer>(ctx.app, `/api/v1/blogs?${query}`);
      expect(status, query).toBe(400);
      expect(body.message, query).toContain(message);
    }
  });
});

describe('GET /news', () => {
  it('pages the news (spec §7) newest first with their category and image', async () => {
    const { pages, total } = await allPages<NewsCard>(ctx.app, '/api/v1/news', 5);
    expect(total).toBeGreaterThanOrEqual(12);
    const news = pages.flat();
    expectListOrder(news);
    for (const item of news) {
      expectShape(NewsCardSchema, item);
      expect(item.newsimage).toBe(`/media/news/${item.slug}`);
      expect(item.categoryTitle.length).toBeGreaterThan(0);
    }
  });

  it('answers one news item by slug (spec §7 filterby=slug) and 404 for an unknown one', async () => {
    const { body } = await getJson<One<unknown>>(ctx.app, '/api/v1/news?filterby=slug&query=kailash-mansarovar-yatra-2026-dates');
    const item = expectShape(NewsDetailSchema, body.data);
    expect(item.bodyHtml).toContain('<a href="/kailash-mansarovar-yatra-registration">register free</a>');
    expect((await getJson(ctx.app, '/api/v1/news?filterby=slug&query=old-news')).body).toEqual({ status: 404, message: 'News not found' });
    expect((await getJson(ctx.app, '/api/v1/news?category=sports')).body).toEqual({ status: 404, message: 'News category not found' });
  });
});
