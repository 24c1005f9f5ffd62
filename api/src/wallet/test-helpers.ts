import { expect } from 'vitest';
import { DEV_STAFF_TOKEN } from '../env.ts';
import { call, createAccount, signInByMobile } from '../test-support/accounts.ts';
import { addToCart, addTraveller, completeThroughPage, initiate, ordinaryDeparture, packageIdOf, type OrderAnswer } from '../test-support/commerce.ts';
import type { TestApp } from '../test-support/test-app.ts';

type App = TestApp['app'];
export const staff = { token: DEV_STAFF_TOKEN };
const SLUG = 'tirupati-balaji-darshan';

/** A new customer: id and token. */
export async function walletCustomer(app: App): Promise<{ userId: string; token: string }> {
  const account = await createAccount(app, { confirmEmail: false });
  return { userId: account.userId, token: await signInByMobile(app, account) };
}

export async function credit(app: App, userId: string, amountPaise: number, wallettype = 'customer') {
  const answer = await call<{ data: { balancePaise: number } }>(app, 'POST', '/wallet/staff/credit', { ...staff, body: { userId, wallettype, amountPaise, description: 'Goodwill' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** An order of one traveller with its advance paid: a balance is due. */
export async function orderWithBalance(app: App, token: string): Promise<OrderAnswer> {
  const departure = await ordinaryDeparture(app, SLUG);
  await addToCart(app, token, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [await addTraveller(app, token)] });
  const paid = await completeThroughPage(app, token, (await initiate(app, token, 'ADVANCE')).body.data);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.data.order;
}

export const balanceOf = async (app: App, token: string, wallettype = 'customer') =>
  (await call<{ data: { balancePaise: number } }>(app, 'GET', `/get-wallet?wallettype=${wallettype}`, { token })).body.data.balancePaise;

export const payFromWallet = (app: App, token: string, orderId: string, amountPaise: number, wallettype = 'customer') =>
  call<{ data: { order: OrderAnswer; balancePaise: number; payment: { provider: string; kind: string; status: string; amountPaise: number } } }>(app, 'POST', '/wallet/request-to-pay', {
    token,
    body: { orderId, amountPaise, wallettype, source: 'web' },
  });
