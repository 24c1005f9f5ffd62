import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_STAFF_TOKEN } from '../env.ts';
import { call } from '../test-support/accounts.ts';
import { addToCart, addTraveller, departuresOf, newCustomer, ordinaryDeparture, packageIdOf, type CartAnswer } from '../test-support/commerce.ts';
import { recordingNotices } from '../test-support/recording-notices.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const notices = recordingNotices();
const ctx = testAppPerFile({ caching: { notices } });
const VARANASI = 'varanasi-tour-package';
const JYOTIRLINGA = '12-jyotirlinga-yatra';
type Row = { title: string; inrPrice: number; passengerTypePrice: { passengerType: string; inrPrice: number }[] };
type Detail = { prices: { inrPrice: number; inrPriceSpecial: number; packagePrice: Row[] } };

const setPrices = (slug: string, body: unknown) =>
  call<{ data: Detail }>(ctx.app, 'PUT', `/catalogue/packages/${packageIdOf(slug)}/prices`, { token: DEV_STAFF_TOKEN, body });
const detailOf = async (slug: string) => (await call<{ data: Detail }>(ctx.app, 'GET', `/package-data/${slug}`)).body.data;
let token: string;
let asha: string;

beforeAll(async () => {
  token = await newCustomer(ctx.app);
  asha = await addTraveller(ctx.app, token);
});

describe('a staff price change reaches what check-out charges', () => {
  it("moves an ordinary package's dates and a new cart to the new selling price", async () => {
    const departure = await ordinaryDeparture(ctx.app, VARANASI);
    expect((await setPrices(VARANASI, { inrPrice: 19_000, inrPriceSpecial: 16_500 })).status).toBe(200);
    expect((await detailOf(VARANASI)).prices.packagePrice).toEqual([
      { title: 'Per Person (Twin Sharing)', inrPrice: 16_500, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 16_500 }] },
    ]);
    const sameDate = (await departuresOf(ctx.app, VARANASI)).find((row) => row._id === departure._id);
    expect(sameDate).toMatchObject({ inrPrice: 16_500, inrPricePaise: 1_650_000, surchargePercent: 0 });
    const cart = await addToCart(ctx.app, token, { packageID: packageIdOf(VARANASI), yatraDate: departure.date, PassengerList: [asha] });
    const answer: CartAnswer = cart.body.data.data;
    expect(answer.items[0]!.PassengerList.map((traveller) => traveller.pricePaise)).toEqual([1_650_000]);
  });

  it("replaces a seat-option package's table, which its card price and its occupancies follow", async () => {
    const packagePrice: Row[] = [
      { title: 'Twin Sharing', inrPrice: 120_000, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 116_000 }, { passengerType: 'Child (5-11 yrs)', inrPrice: 90_000 }] },
      { title: 'Quad Sharing', inrPrice: 110_000, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 105_000 }] },
    ];
    const answer = await setPrices(JYOTIRLINGA, { inrPrice: 135_000, inrPriceSpecial: 119_000, packagePrice });
    expect(answer.status).toBe(200);
    expect(answer.body.data.prices.packagePrice).toEqual(packagePrice);
    const departure = await ordinaryDeparture(ctx.app, JYOTIRLINGA);
    expect(departure.inrPricePaise).toBe(10_500_000);
    const refused = await addToCart(ctx.app, token, { packageID: packageIdOf(JYOTIRLINGA), yatraDate: departure.date, PassengerList: [asha], occupancy: 'Triple Sharing' });
    expect(refused.body).toEqual({ status: 400, message: "Invalid body field 'occupancy': must be one of Twin Sharing, Quad Sharing" });
  });

  it('refuses a table that would make the card and the dates disagree, and writes nothing', async () => {
    const before = await detailOf(VARANASI);
    notices.queued.length = 0;
    const twoRows = [
      { title: 'Twin Sharing', inrPrice: 20_000, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 20_000 }] },
      { title: 'Triple Sharing', inrPrice: 18_000, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 18_000 }] },
    ];
    const cases: [unknown, string][] = [
      [{ inrPrice: 21_000, inrPriceSpecial: 20_000, packagePrice: twoRows }, "Invalid body field 'inrPriceSpecial': must equal the cheapest Adult price of the price table (18000)"],
      [{ inrPrice: 21_000, inrPriceSpecial: 20_000, packagePrice: [] }, "Invalid body field 'packagePrice': a package on sale needs at least one price row"],
      [{ inrPrice: 21_000, inrPriceSpecial: 18_000, packagePrice: [twoRows[0], twoRows[0]] }, "Invalid body field 'packagePrice': must name each occupancy once"],
      [
        { inrPrice: 21_000, inrPriceSpecial: 18_000, packagePrice: [{ title: 'Twin', inrPrice: 18_000, passengerTypePrice: [{ passengerType: 'Child (5-11 yrs)', inrPrice: 9_000 }, { passengerType: 'Adult', inrPrice: 18_000 }] }] },
        "Invalid body field 'packagePrice.0.passengerTypePrice': must list the Adult price first",
      ],
      [
        { inrPrice: 21_000, inrPriceSpecial: 18_000, packagePrice: [{ title: 'Twin', inrPrice: 18_000, passengerTypePrice: [{ passengerType: 'Senior', inrPrice: 9_000 }] }] },
        "Invalid body field 'packagePrice.0.passengerTypePrice.0.passengerType': must be 'Adult' or 'Child (5-11 yrs)'",
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await setPrices(VARANASI, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toContain(message);
    }
    expect(await detailOf(VARANASI)).toEqual(before);
    expect(notices.queued).toEqual([]);
  });
});
