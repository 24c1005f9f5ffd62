import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const PACKAGE_PAGE = /* GraphQL */ `
  query PackagePage($slug: String!) {
    package(slug: $slug) {
      id
      internalId
      title
      path
      bookingLabel
      categories { slug title }
      image { url width height alt }
      price { amount originalAmount currency comingSoon isSeatOption label }
      emi { best { emi bank tenure } banks { bank } }
      overview
      highlights
      itinerary { day title }
    }
  }
`;

const setUp = () => {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  return { upstream, gateway: testGateway(upstream.fetch) };
};

describe('Query.package', () => {
  it('answers price, emi, categories and page fields from exactly one /package-data call', async () => {
    const { upstream, gateway } = setUp();
    const { data, errors } = await gateway.execute(PACKAGE_PAGE, { slug: 'package-4' });
    expect(errors).toBeUndefined();
    expect(upstream.calls.map((call) => call.url.pathname)).toEqual(['/api/v1/package-data/package-4']);
    expect(data?.package).toMatchObject({
      title: 'Package 4',
      path: '/kailash-mansarovar/package-4',
      bookingLabel: 'Book Now',
      categories: [{ slug: 'kailash-mansarovar', title: 'Kailash Mansarovar' }],
      image: {
        url: 'http://media.test/media/packages/package-4?w=370&h=250&fm=webp&q=80',
        width: 370,
        height: 250,
        alt: 'Package 4',
      },
      price: {
        amount: 145000,
        originalAmount: 160000,
        currency: 'INR',
        comingSoon: false,
        isSeatOption: false,
        label: '₹1,45,000',
      },
      overview: 'Overview of package 4',
      highlights: ['Parikrama'],
      itinerary: [{ day: 1, title: 'Arrival' }],
    });
  });

  it('quotes the EMI of the display price', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(PACKAGE_PAGE, { slug: 'package-4' });
    // 145000 over IndusInd's 36 months at 12%: 145000 × 0.0332143 = 4816.07
    expect(data?.package).toMatchObject({ emi: { best: { emi: 4816, bank: 'IndusInd', tenure: 36 } } });
  });

  it('applies the seat-option rule and reads "Register Now" for registration packages', async () => {
    const { gateway } = setUp();
    const seat = await gateway.execute(PACKAGE_PAGE, { slug: 'package-1' });
    expect(seat.data?.package).toMatchObject({ price: { amount: 145000, isSeatOption: true, label: '₹1,45,000' } });
    const registration = await gateway.execute(PACKAGE_PAGE, { slug: 'package-2' });
    expect(registration.data?.package).toMatchObject({ bookingLabel: 'Register Now' });
  });

  it("shows 'Coming Soon..' and no EMI when the special price is 0", async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(PACKAGE_PAGE, { slug: 'package-31' });
    expect(data?.package).toMatchObject({
      path: '/char-dham/package-31',
      price: { amount: null, comingSoon: true, label: 'Coming Soon..' },
      emi: null,
    });
  });

  it('returns null for an unknown slug', async () => {
    const { gateway } = setUp();
    const { data, errors } = await gateway.execute(PACKAGE_PAGE, { slug: 'no-such-package' });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ package: null });
  });

  it('loads the page fields of the cards in one batch call, however many fields ask', async () => {
    const { upstream, gateway } = setUp();
    const { errors } = await gateway.execute(`{
      trending { packages { title overview highlights inclusions exclusions itinerary { day } } }
    }`);
    expect(errors).toBeUndefined();
    const detailCalls = upstream.callsTo('/package-data');
    expect(detailCalls.map((call) => call.url.pathname)).toEqual(['/api/v1/package-data']);
    expect(detailCalls[0]?.url.searchParams.getAll('slug[]')).toEqual(['package-1', 'package-2']);
  });
});
