import { expect } from 'vitest';
import type { Departure } from '../booking/departure-schemas.ts';
import { stableId } from '../seed/ids.ts';
import { call, createAccount, signInByMobile, type Answer } from './accounts.ts';
import type { TestApp } from './test-app.ts';

type App = TestApp['app'];

export const RETURN_URL = 'http://localhost:3000/check-out/payment';
export const packageIdOf = (slug: string) => stableId('package', slug);

/** A clock at the real time, moved by hand (departures are seeded from the real today). */
export function movableClock() {
  let offsetMs = 0;
  return { now: () => new Date(Date.now() + offsetMs), advanceMinutes: (minutes: number) => void (offsetMs += minutes * 60_000) };
}

/** A new account, signed in by mobile: its token (no e-mail confirmation: faster). */
export async function newCustomer(app: App): Promise<string> {
  const account = await createAccount(app, { confirmEmail: false });
  return signInByMobile(app, account);
}

export async function addTraveller(app: App, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await call<{ data: { _id: string } }>(app, 'POST', '/passenger/add', {
    token,
    body: { firstname: 'Asha', lastname: 'Rao', gender: 'female', dob: '1962-08-15', nationality: 'IN', source: 'web', ...overrides },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data._id;
}

/** The package's departures, the public way. */
export async function departuresOf(app: App, slug: string): Promise<Departure[]> {
  return (await call<{ data: Departure[] }>(app, 'GET', `/package/departures/${packageIdOf(slug)}`)).body.data;
}

/** A departure more than 30 days away (part payment offered), on an ordinary date, with at least `seats` free. */
export async function ordinaryDeparture(app: App, slug: string, seats = 4): Promise<Departure> {
  const soon = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const found = (await departuresOf(app, slug)).find((departure) => departure.date > soon && departure.surchargePercent === 0 && departure.seatsLeft >= seats);
  if (!found) throw new Error(`no ordinary departure of ${slug}`);
  return found;
}

export type CartBody = { packageID: string; yatraDate: string; PassengerList: string[]; occupancy?: string; couponCode?: string; source?: string };

export const addToCart = (app: App, token: string, body: CartBody) => call<{ data: { data: CartAnswer } }>(app, 'POST', '/cart/add', { token, body: { source: 'web', ...body } });

export type CartAnswer = {
  _id: string;
  items: { departureId: string; yatraDate: string; seatsLeft: number; occupancy: string; PassengerList: { passengerType: string; pricePaise: number }[] }[];
  coupon: { code: string } | null;
  subtotalPaise: number;
  discountPaise: number;
  gstPaise: number;
  totalPaise: number;
  minimumAdvancePaise: number | null;
  inrPrice: number;
};

export type PaymentAnswer = { _id: string; status: string; kind: string; amountPaise: number; providerOrderId: string; checkoutUrl: string | null; orderId: string | null };
export type OrderAnswer = { _id: string; reference: string; status: string; totalPaise: number; paidPaise: number; balancePaise: number; couponCode: string | null; payments: PaymentAnswer[] };

export const initiate = (app: App, token: string, kind: 'FULL' | 'ADVANCE' = 'FULL') =>
  call<{ data: PaymentAnswer }>(app, 'PUT', '/payment/initiate', { token, body: { kind, returnUrl: RETURN_URL, source: 'web' } });

/** Presses a button on the test provider's page and reads the return URL it redirects to. */
export async function pressOnProviderPage(app: App, payment: Pick<PaymentAnswer, 'providerOrderId'>, outcome: 'success' | 'failure'): Promise<URLSearchParams> {
  const response = await app.request(`/payment-provider/test/${payment.providerOrderId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
  });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
  return location.searchParams;
}

/** Completes a payment the way the web does: the page's signed answer sent to `/payment/success` (or `pending-success`). */
export async function completeThroughPage(app: App, token: string, payment: PaymentAnswer, route = '/payment/success'): Promise<Answer<{ data: { payment: PaymentAnswer; order: OrderAnswer } }>> {
  const returned = await pressOnProviderPage(app, payment, 'success');
  return call(app, 'PUT', route, {
    token,
    body: { paymentId: returned.get('paymentId'), providerPaymentId: returned.get('providerPaymentId'), signature: returned.get('signature'), source: 'web' },
  });
}
