import { describe, expect, it } from 'vitest';
import { createTestAppOver, getJson, testAppPerFile } from '../test-support/test-app.ts';
import { NoticeSchema, PageCardSchema, type Notice, type PageCard } from './schemas.ts';
import { allPages, expectListOrder, expectShape, type One, type Paged } from './test-helpers.ts';

const ctx = testAppPerFile();
type PackageCard = { _id: string; slug: string; isRegistration: boolean; category: { slug: string }[] };
type PageDetail = PageCard & { bodyHtml: string; packages: PackageCard[]; bankAccounts: { ifsc: string; accountNumber: string }[]; links: { kind: string; url: string }[] };

const STATIC_PAGES = [
  'about-us',
  'contact-us',
  'b2b',
  'career',
  'terms-conditions',
  'cancellation-policy',
  'privacy-policy',
  'download',
  'guidelines-for-kailash-yatra',
  'kailash-mansarovar-yatra-registration',
  'special-yatra',
];
const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /page', () => {
  it('lists every static page for the sitemap, newest first', async () => {
    const { pages } = await allPages<PageCard>(ctx.app, '/api/v1/page', 4);
    const cards = pages.flat();
    cards.forEach((card) => expectShape(PageCardSchema, card));
    expectListOrder(cards);
    expect(cards.map((card) => card.slug).sort()).toEqual([...STATIC_PAGES].sort());
  });

  it('answers each static page by slug with a body of sanitised HTML', async () => {
    for (const slug of STATIC_PAGES) {
      const { status, body } = await getJson<One<PageDetail>>(ctx.app, `/api/v1/page?filterby=slug&query=${slug}`);
      expect(status, slug).toBe(200);
      expect(Object.keys(body.data).sort()).toEqual([...Object.keys(PageCardSchema.shape), 'bodyHtml', 'packages', 'bankAccounts', 'links'].sort());
      expect(body.data.bodyHtml.length, slug).toBeGreaterThan(200);
      expect(body.data.bodyHtml).not.toMatch(/<script|\son\w+=/i);
    }
  });

  it('gives the believable details the pages exist for: cancellation tiers, openings, app links', async () => {
    const page = async (slug: string) => (await getJson<One<PageDetail>>(ctx.app, `/api/v1/page?filterby=slug&query=${slug}`)).body.data;
    expect((await page('cancellation-policy')).bodyHtml).toContain('<td align="right">25 %</td>');
    expect((await page('career')).bodyHtml).toContain('<h3>Tour Manager, Kailash Mansarovar (seasonal, May–September)</h3>');
    expect((await page('download')).links.map((link) => link.kind)).toEqual(['android', 'ios']);
  });

  it('shows the special package and the KMY packages on special-yatra (spec §7)', async () => {
    const { body } = await getJson<One<PageDetail>>(ctx.app, '/api/v1/page?filterby=slug&query=special-yatra');
    expect(body.data.packages[0]).toMatchObject({ slug: 'kailash-mansarovar-yatra-free-registration', isRegistration: true });
    expect(body.data.packages.length).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await getJson(ctx.app, '/api/v1/page?filterby=slug&query=no-such-page')).body).toEqual({ status: 404, message: 'Page not found' });
  });
});

describe('GET /page/kmy-register/{x}', () => {
  it('answers the bank details with the accounts to pay the deposit into', async () => {
    const { body } = await getJson<One<PageDetail>>(ctx.app, '/api/v1/page/kmy-register/bank-details');
    expect(body.data.slug).toBe('kailash-mansarovar-yatra-registration');
    expect(body.data.bankAccounts.length).toBeGreaterThanOrEqual(1);
    for (const account of body.data.bankAccounts) expect(account.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
  });

  it('answers the guidelines, 404 for another section and 400 for a bad one', async () => {
    expect((await getJson<One<PageDetail>>(ctx.app, '/api/v1/page/kmy-register/guidelines')).body.data.slug).toBe('guidelines-for-kailash-yatra');
    expect((await getJson(ctx.app, '/api/v1/page/kmy-register/fees')).body).toEqual({ status: 404, message: 'KMY registration page not found' });
    expect((await getJson(ctx.app, '/api/v1/page/kmy-register/Bank_Details')).status).toBe(400);
  });
});

describe('GET /package/kmy-resiger-package-list', () => {
  it('lists the Kailash Mansarovar packages a registration can be for, not the registration package', async () => {
    const { body } = await getJson<One<PackageCard[]>>(ctx.app, '/api/v1/package/kmy-resiger-package-list');
    expect(body.data.length).toBeGreaterThan(5);
    expect(body.data.some((pkg) => pkg.isRegistration)).toBe(false);
    const kailash = await getJson<Paged<PackageCard>>(ctx.app, '/api/v1/packages?category=kailash-mansarovar&limit=100');
    expect(body.data.map((pkg) => pkg._id)).toEqual(kailash.body.data.map((pkg) => pkg._id));
  });
});

describe('GET /noticeboard-site', () => {
  it('lists the current notices newest first, with their dates', async () => {
    const { body } = await getJson<Paged<Notice>>(ctx.app, '/api/v1/noticeboard-site');
    expect(body.total).toBeGreaterThanOrEqual(4);
    body.data.forEach((notice) => expectShape(NoticeSchema, notice));
    const now = new Date().toISOString();
    for (const notice of body.data) {
      expect(notice.publishedAt <= now).toBe(true);
      expect(notice.expiresAt === null || notice.expiresAt > now).toBe(true);
    }
    expect(body.data.map((notice) => notice.publishedAt)).toEqual(body.data.map((notice) => notice.publishedAt).sort().reverse());
  });

  it('drops expired notices and shows scheduled ones once their day comes', async () => {
    const titles = async (now: Date) => {
      const app = createTestAppOver(ctx.database, { now: () => now }).app;
      return (await getJson<Paged<Notice>>(app, '/api/v1/noticeboard-site?limit=100')).body.data.map((notice) => notice.title);
    };
    const today = await titles(new Date());
    expect(today).not.toContain('Monsoon advisory for the Char Dham route');
    expect(today).not.toContain('Winter Char Dham darshan dates');
    const inAWeek = await titles(new Date(Date.now() + 8 * DAY_MS));
    expect(inAWeek).toContain('Winter Char Dham darshan dates');
    expect(inAWeek).not.toContain('Free Zoom session this Saturday at 11 am');
  });
});
