import type { PackageCardModel, PackageDetailModel } from '../rest/catalogue/types.ts';
import type { CollectionCardModel, CollectionDetailModel } from '../rest/collections/types.ts';
import type { NoticeModel } from '../rest/noticeboard/types.ts';
import type { PageDetailModel } from '../rest/pages/types.ts';
import { failure, ok, paged, type FakeReply } from './fake-upstream.ts';
import { objectId } from './fixtures.ts';

type Route = [RegExp, (url: URL, match: RegExpMatchArray) => FakeReply | undefined];

const card = ({ overview, highlights, itinerary, inclusions, exclusions, ...rest }: PackageDetailModel): PackageCardModel => rest;

/** Collection `n` holding `packages`; n = 2 is the standard catalogue's "Temple trails" content item. */
export function collectionDetail(n: number, slug: string, packages: PackageCardModel[]): CollectionDetailModel {
  return {
    _id: objectId('b', n),
    slug,
    title: `Collection ${slug}`,
    summary: `The ${slug} packages.`,
    image: `/media/collections/${slug}`,
    packageCount: packages.length,
    publishedAt: new Date(Date.UTC(2025, 8, 30 - n)).toISOString(),
    bodyHtml: `<p>About ${slug}</p>`,
    packages,
  };
}

export function pageDetail(n: number, slug: string, overrides: Partial<PageDetailModel> = {}): PageDetailModel {
  return {
    _id: objectId('e', n),
    slug,
    title: `Page ${slug}`,
    summary: `About ${slug}.`,
    image: `/media/pages/${slug}`,
    publishedAt: '2024-06-01T06:00:00.000Z',
    updatedAt: '2025-06-01T06:00:00.000Z',
    bodyHtml: `<p>Body of ${slug}</p>`,
    packages: [],
    bankAccounts: [],
    links: [],
    ...overrides,
  };
}

export function notice(n: number, overrides: Partial<NoticeModel> = {}): NoticeModel {
  return {
    _id: objectId('f', n),
    title: `Notice ${n}`,
    text: `Text of notice ${n}`,
    link: n === 1 ? { url: '/kailash-mansarovar-yatra-registration', label: 'Register now' } : null,
    publishedAt: new Date(Date.UTC(2026, 10, 24 - n)).toISOString(),
    expiresAt: null,
    ...overrides,
  };
}

const BANK = {
  bankName: 'State Bank of India',
  accountName: 'Pilgrim Yatra Pvt Ltd',
  accountNumber: '00000012345678901',
  ifsc: 'SBIN0000001',
  branch: 'Janakpuri, New Delhi',
  accountType: 'Current',
  upiId: 'pilgrimyatra@sbi',
};

/** Collections, static pages and notices built over the fake catalogue's packages (the first three in each). */
export function pagesAndCollections(packages: PackageDetailModel[]) {
  const cards = packages.map(card);
  const kmy = cards.filter((p) => p.category[0].slug === 'kailash-mansarovar');
  return {
    collections: [
      collectionDetail(1, 'himalayan-yatras-2026', cards.slice(0, 3)),
      collectionDetail(2, 'temple-trails', cards.slice(1, 2)),
      collectionDetail(3, 'weekend-yatras', []),
    ],
    pages: [
      pageDetail(1, 'special-yatra', { packages: cards.slice(0, 2) }),
      pageDetail(2, 'kailash-mansarovar-yatra-registration', { bankAccounts: [BANK, { ...BANK, bankName: 'HDFC Bank', upiId: null }] }),
      pageDetail(3, 'guidelines-for-kailash-yatra'),
      pageDetail(4, 'download', {
        links: [
          { label: 'Get it on Google Play', url: 'https://play.google.com/store', kind: 'android' },
          // Not https: the gateway leaves it out (domain/safe-url.ts).
          { label: 'Download the APK', url: 'http://downloads.example/app.apk', kind: 'link' },
        ],
      }),
      pageDetail(5, 'about-us'),
    ],
    // Notice 3's link is a script URL: the gateway answers it without a link (domain/safe-url.ts).
    notices: [notice(1), notice(2), notice(3, { link: { url: 'javascript:alert(1)', label: 'Read more' } })],
    kmyPackages: kmy.filter((p) => !p.isRegistration).slice(0, 5),
  };
}

const KMY_SECTIONS: Record<string, string> = {
  'bank-details': 'kailash-mansarovar-yatra-registration',
  guidelines: 'guidelines-for-kailash-yatra',
};

/** One content list path in its three modes (CONTRACT.md "Content"): a page, `id[]`, or `filterby=slug`. */
function listRoute<D extends { _id: string; slug: string }, C>(
  details: D[],
  cardOf: (detail: D) => C,
  notFound: string,
  keep: (detail: D, url: URL) => boolean = () => true,
) {
  return (url: URL): FakeReply => {
    const ids = url.searchParams.getAll('id[]');
    if (ids.length > 0) {
      const found = ids.flatMap((id) => details.filter((d) => d._id === id).map(cardOf));
      return paged(found, found.length, 1, Math.max(found.length, 1));
    }
    if (url.searchParams.get('filterby') === 'slug') {
      const detail = details.find((d) => d.slug === url.searchParams.get('query'));
      return detail === undefined ? failure(404, notFound) : ok(detail);
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 12);
    const all = details.filter((d) => keep(d, url)).map(cardOf);
    return paged(all.slice((page - 1) * limit, page * limit), all.length, page, limit);
  };
}

const collectionCard = ({ bodyHtml, packages, ...rest }: CollectionDetailModel): CollectionCardModel => rest;
const pageCard = ({ bodyHtml, packages, bankAccounts, links, ...rest }: PageDetailModel) => rest;

/** The fake api's routes of collections, static pages, KMY registration pages and the noticeboard. */
export function pagesAndCollectionsRoutes(packages: PackageDetailModel[]): Route[] {
  const data = pagesAndCollections(packages);
  const holds = (collection: CollectionDetailModel, url: URL) => {
    const packageId = url.searchParams.get('packageId');
    return packageId === null || collection.packages.some((p) => p._id === packageId);
  };
  return [
    [/^\/collections$/, listRoute(data.collections, collectionCard, 'Collection not found', holds)],
    [/^\/page$/, listRoute(data.pages, pageCard, 'Page not found')],
    [
      /^\/page\/kmy-register\/(.+)$/,
      (_url, [, section]) => {
        const detail = data.pages.find((p) => p.slug === KMY_SECTIONS[section ?? '']);
        return detail === undefined ? failure(404, 'KMY registration page not found') : ok(detail);
      },
    ],
    [/^\/package\/kmy-resiger-package-list$/, () => ok(data.kmyPackages)],
    [
      /^\/noticeboard-site$/,
      (url) => {
        const limit = Number(url.searchParams.get('limit') ?? 12);
        return paged(data.notices.slice(0, limit), data.notices.length, 1, limit);
      },
    ],
  ];
}
