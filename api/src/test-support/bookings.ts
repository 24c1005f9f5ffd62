import { addToCart, addTraveller, completeThroughPage, initiate, ordinaryDeparture, packageIdOf, type OrderAnswer } from './commerce.ts';
import type { TestApp } from './test-app.ts';

/** A paid booking of one traveller on the package's first ordinary departure, through the test provider. */
export async function bookAndPay(app: TestApp['app'], token: string, slug: string, couponCode?: string): Promise<OrderAnswer & { departureId: string; packageTitle: string }> {
  const traveller = await addTraveller(app, token);
  const departure = await ordinaryDeparture(app, slug);
  await addToCart(app, token, { packageID: packageIdOf(slug), yatraDate: departure.date, PassengerList: [traveller], ...(couponCode ? { couponCode } : {}) });
  const paid = await completeThroughPage(app, token, (await initiate(app, token)).body.data);
  return { ...(paid.body.data.order as OrderAnswer & { packageTitle: string }), departureId: departure._id };
}
