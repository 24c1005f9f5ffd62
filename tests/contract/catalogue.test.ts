import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard, PickerItem } from '../support/catalogue-rest-types.ts';
import {
  allMenuPackages,
  categoryTotal,
  hasSeatOptionPrice,
  isComingSoon,
  isOrdinary,
  menuCategories,
  rupeeLabel,
  seatOptionAmount,
} from '../support/catalogue-scan.ts';
import { graphql, graphqlData } from '../support/graphql.ts';
import { restData } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();
const registrationSlug = 'kailash-mansarovar-yatra-free-registration';

type MenuCategoryNode = {
  id: string;
  slug: string;
  title: string;
  subCategories: { id: string; slug: string; title: string }[];
  menuPackages: { packageId: string; slug: string; title: string; duration: string; path: string }[];
};

const menuQuery = /* GraphQL */ `
  query Menu {
    menu {
      id slug title
      subCategories { id slug title }
      menuPackages { packageId slug title titleForApp duration path }
    }
  }
`;

type PackageConnectionPage = {
  category: {
    packageCount: number;
    packages: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
      edges: { cursor: string; node: { id: string; slug: string } }[];
    };
  } | null;
};

const categoryPageQuery = /* GraphQL */ `
  query CategoryPage($slug: String!, $first: Int!, $after: String) {
    category(slug: $slug) {
      packageCount
      packages(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { id slug } }
      }
    }
  }
`;

type PackagePrice = {
  amount: number | null;
  originalAmount: number | null;
  currency: string;
  comingSoon: boolean;
  isSeatOption: boolean;
  label: string;
};

type PackageView = {
  package: {
    id: string;
    internalId: string;
    slug: string;
    path: string;
    bookingLabel: string;
    categories: { slug: string; title: string }[];
    image: { url: string; width: number; height: number; alt: string };
    price: PackagePrice;
    emi: { best: { emi: number; bank: string; tenure: number } } | null;
    itinerary: { day: number; title: string }[];
  } | null;
};

const packageQuery = /* GraphQL */ `
  query PackageView($slug: String!) {
    package(slug: $slug) {
      id internalId slug path bookingLabel
      categories { slug title }
      image { url width height alt }
      price { amount originalAmount currency comingSoon isSeatOption label }
      emi { best { emi bank tenure } }
      itinerary { day title }
    }
  }
`;

async function packageView(slug: string): Promise<NonNullable<PackageView['package']>> {
  const data = await graphqlData<PackageView>(stack.gatewayUrl, packageQuery, { slug });
  if (data.package === null) throw new Error(`package(slug: "${slug}") is null`);
  return data.package;
}

describe('menu', () => {
  it('lists the top-level categories of the spec with their sub-categories and menu packages', async () => {
    const { menu } = await graphqlData<{ menu: MenuCategoryNode[] }>(stack.gatewayUrl, menuQuery);
    const slugs = menu.map((category) => category.slug);
    expect(slugs).toEqual(expect.arrayContaining(['kailash-mansarovar', 'adi-kailash', 'char-dham', 'varanasi-tour', 'sri-lanka']));
    expect(new Set(slugs).size).toBe(slugs.length);

    const kailash = menu.find((category) => category.slug === 'kailash-mansarovar');
    expect(kailash?.subCategories.length).toBeGreaterThan(0);
    for (const category of menu) {
      expect(category.title.length).toBeGreaterThan(0);
      for (const sub of category.subCategories) expect(sub).toMatchObject({ id: expect.any(String), slug: expect.any(String), title: expect.any(String) });
      for (const item of category.menuPackages) {
        expect(item.duration.length).toBeGreaterThan(0);
        expect(Buffer.from(item.packageId, 'base64').toString('utf8')).toMatch(/^Package:[0-9a-f]{24}$/);
        expect(item.path).toMatch(new RegExp(`^/[a-z0-9-]+/${item.slug}$`));
      }
    }
    expect(menu.some((category) => category.menuPackages.length > 0)).toBe(true);
  });

  it('follows the REST menu order and its packages', async () => {
    const [{ menu }, restMenu] = await Promise.all([
      graphqlData<{ menu: MenuCategoryNode[] }>(stack.gatewayUrl, menuQuery),
      menuCategories(stack),
    ]);
    expect(menu.map((category) => category.slug)).toEqual(restMenu.map((category) => category.slug));
    for (const [index, category] of menu.entries()) {
      expect(category.menuPackages.map((item) => item.slug)).toEqual(restMenu[index]?.packages.map((item) => item.slug));
      expect(category.subCategories.map((sub) => sub.slug)).toEqual(restMenu[index]?.subCategory.map((sub) => sub.slug));
    }
  });
});

describe('category', () => {
  it('pages through all packages of a category with disjoint pages whose sizes add up to totalCount', async () => {
    const restMenu = await menuCategories(stack);
    const totals = await Promise.all(
      restMenu.map(async (category) => ({ slug: category.slug, total: await categoryTotal(stack, category.slug) })),
    );
    const largest = totals.reduce((best, next) => (next.total > best.total ? next : best));
    expect(largest.total).toBeGreaterThan(1);
    // first: 12 as the listing page asks; a smaller page only if the seed has no category with a second page of 12.
    const first = largest.total > 12 ? 12 : Math.floor(largest.total / 2);

    const pages: NonNullable<PackageConnectionPage['category']>['packages'][] = [];
    let after: string | null = null;
    do {
      const { category }: PackageConnectionPage = await graphqlData<PackageConnectionPage>(stack.gatewayUrl, categoryPageQuery, { slug: largest.slug, first, after });
      if (category === null) throw new Error(`category(slug: "${largest.slug}") is null`);
      expect(category.packageCount).toBe(category.packages.totalCount);
      pages.push(category.packages);
      after = category.packages.pageInfo.hasNextPage ? category.packages.pageInfo.endCursor : null;
      expect(pages.length).toBeLessThanOrEqual(Math.ceil(largest.total / first));
    } while (after !== null);

    const [firstPage, secondPage] = pages;
    expect(firstPage?.edges).toHaveLength(first);
    expect(firstPage?.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: firstPage?.edges[0]?.cursor,
      endCursor: firstPage?.edges.at(-1)?.cursor,
    });
    const firstIds = new Set(firstPage?.edges.map((edge) => edge.node.id));
    expect(secondPage?.edges.length).toBeGreaterThan(0);
    expect(secondPage?.edges.filter((edge) => firstIds.has(edge.node.id))).toEqual([]);

    const ids = pages.flatMap((page) => page.edges.map((edge) => edge.node.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(largest.total);
    for (const page of pages) expect(page.totalCount).toBe(largest.total);
    expect(pages.at(-1)?.pageInfo.hasNextPage).toBe(false);
  });

  it('answers null for an unknown slug', async () => {
    const { data, errors } = await graphql<PackageConnectionPage>(stack.gatewayUrl, categoryPageQuery, { slug: 'no-such-category-anywhere', first: 12 });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ category: null });
  });
});

describe('package', () => {
  let catalogue: PackageCard[] = [];
  beforeAll(async () => {
    catalogue = await allMenuPackages(stack);
  });

  function firstPackage(description: string, matches: (card: PackageCard) => boolean): PackageCard {
    const card = catalogue.find(matches);
    if (card === undefined) throw new Error(`the seeded catalogue has no ${description} package`);
    return card;
  }

  it('shows the special price and the struck-through list price of an ordinary package, with Book Now', async () => {
    const card = firstPackage('ordinary', isOrdinary);
    const view = await packageView(card.slug);
    expect(view.price).toEqual({
      amount: card.prices.inrPriceSpecial,
      originalAmount: card.prices.inrPrice,
      currency: 'INR',
      comingSoon: false,
      isSeatOption: false,
      label: rupeeLabel(card.prices.inrPriceSpecial),
    });
    expect(view.bookingLabel).toBe('Book Now');
    expect(view.internalId).toBe(card._id);
    expect(view.categories).toEqual(card.category.map(({ slug, title }) => ({ slug, title })));
    expect(view.path).toBe(`/${card.category[0]?.slug}/${card.slug}`);
  });

  it('shows half the sum of the first package price and the first passenger-type price on a seat-option package', async () => {
    const card = firstPackage('seat-option', (candidate) => hasSeatOptionPrice(candidate.prices));
    const view = await packageView(card.slug);
    const amount = seatOptionAmount(card.prices);
    expect(view.price).toMatchObject({ amount, comingSoon: false, isSeatOption: true, label: rupeeLabel(amount) });
    expect(view.emi?.best.emi).toBeGreaterThan(0);
  });

  it("shows 'Coming Soon..' and no EMI when the special price is not above 0", async () => {
    const card = firstPackage('coming-soon', (candidate) => isComingSoon(candidate.prices));
    const view = await packageView(card.slug);
    expect(view.price).toMatchObject({ amount: null, comingSoon: true, label: 'Coming Soon..' });
    expect(view.emi).toBeNull();
  });

  it("labels the free registration package's button 'Register Now'", async () => {
    const view = await packageView(registrationSlug);
    expect(view.slug).toBe(registrationSlug);
    expect(view.bookingLabel).toBe('Register Now');
  });

  it('serves the card image at 370x250 WebP quality 80 from the media host', async () => {
    const card = firstPackage('ordinary', isOrdinary);
    const { image } = await packageView(card.slug);
    expect(image).toMatchObject({ width: 370, height: 250 });
    expect(image.alt.length).toBeGreaterThan(0);
    const url = new URL(image.url);
    expect(url.origin).toBe(stack.apiOrigin);
    expect(url.pathname).toBe(card.image);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: '370', h: '250', fm: 'webp', q: '80' });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('numbers the itinerary days from 1', async () => {
    const card = firstPackage('ordinary', isOrdinary);
    const { itinerary } = await packageView(card.slug);
    expect(itinerary.length).toBeGreaterThan(0);
    expect(itinerary.map((day) => day.day)).toEqual(itinerary.map((_, index) => index + 1));
  });

  it('answers null for an unknown slug', async () => {
    const { data, errors } = await graphql<PackageView>(stack.gatewayUrl, packageQuery, { slug: 'no-such-package-anywhere' });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ package: null });
  });
});

describe('trending and popular categories', () => {
  it('lists trending packages and destinations', async () => {
    const { trending } = await graphqlData<{
      trending: { packages: { id: string; slug: string; price: { label: string } }[]; categories: { id: string; slug: string; title: string }[] };
    }>(stack.gatewayUrl, `{ trending { packages { id slug price { label } } categories { id slug title } } }`);
    expect(trending.packages.length).toBeGreaterThan(0);
    expect(trending.categories.length).toBeGreaterThan(0);
    for (const item of trending.packages) expect(item.price.label.length).toBeGreaterThan(0);
  });

  it('lists the categories the api marks popular', async () => {
    const [{ popularCategories }, restPopular] = await Promise.all([
      graphqlData<{ popularCategories: { slug: string }[] }>(stack.gatewayUrl, `{ popularCategories { slug } }`),
      restData<{ slug: string }[]>(stack.apiBaseUrl, '/categorylist?status=true&isPopular=true', stack.apiToken),
    ]);
    expect(popularCategories.length).toBeGreaterThan(0);
    expect(popularCategories.map((category) => category.slug).sort()).toEqual(restPopular.map((category) => category.slug).sort());
  });
});

describe('packagePicker', () => {
  it('groups the picker packages: the trending first under Popular Packages, then every other under its classification', async () => {
    const [{ packagePicker, trending }, restItems] = await Promise.all([
      graphqlData<{
        packagePicker: { title: string; options: { internalId: string; title: string; classification: string | null }[] }[];
        trending: { packages: { internalId: string }[] };
      }>(stack.gatewayUrl, `{ packagePicker { title options { internalId title titleForApp classification } } trending { packages { internalId } } }`),
      restData<PickerItem[]>(stack.apiBaseUrl, '/package/picker-list', stack.apiToken),
    ]);
    const trendingIds = trending.packages.map((pkg) => pkg.internalId);
    expect(packagePicker[0]?.title).toBe('Popular Packages');
    const offered = packagePicker.flatMap((group) => group.options.map((option) => option.internalId));
    const popularTrending = trendingIds.filter((id) => offered.includes(id));
    expect(popularTrending.length).toBeGreaterThan(0);
    expect(packagePicker[0]?.options.map((option) => option.internalId).slice(0, popularTrending.length)).toEqual(popularTrending);
    for (const group of packagePicker) {
      expect(group.options.length).toBeGreaterThan(0);
      for (const option of group.options) {
        expect(option.internalId).toMatch(/^[0-9a-f]{24}$/);
        expect(option.title.length).toBeGreaterThan(0);
        // The heading is the classification as a person reads it (the gateway may capitalise it); trending ones are Popular.
        const expected = trendingIds.includes(option.internalId) ? 'Popular Packages' : option.classification || 'Popular Packages';
        expect(group.title.toLowerCase()).toBe(expected.toLowerCase());
      }
    }
    const optionIds = packagePicker.flatMap((group) => group.options.map((option) => option.internalId));
    // The gateway leaves out the packages of PICKER_EXCLUDED_PACKAGE_IDS (spec §9: seven); leads.test.ts checks which.
    const restIds = restItems.map((item) => item.ID);
    expect(optionIds.filter((id) => !restIds.includes(id))).toEqual([]);
    expect(restIds.length - optionIds.length).toBeGreaterThan(0);
    expect(restIds.length - optionIds.length).toBeLessThanOrEqual(7);
  });
});
