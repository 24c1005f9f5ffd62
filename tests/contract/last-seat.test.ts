/**
 * The last seat (issue 8): a departure is filled up to its last seat, then 20 customers with that date in their
 * carts start paying at the same moment through the gateway. Exactly one payment starts (the seat is held for
 * it), the 19 others are refused with the api's message, and the one that pays gets the order; the departure
 * then answers 0 seats left. Real HTTP all the way down; the api's conditional seat update is what decides.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { addTraveller, commerceSteps, onSalePackages, restDepartures, type RestDeparture } from '../support/commerce.ts';
import { contractClient } from '../support/contract-users.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '97', clientIp: '198.51.100.90', label: 'lastseat' });
const steps = commerceSteps(client, stack);
const CUSTOMERS = 20;

const packageGlobalId = (id: string) => Buffer.from(`Package:${id}`).toString('base64');

let card: PackageCard;
let departure: RestDeparture;
beforeAll(async () => {
  // A Char Dham date no other contract file books (they take Kailash dates), with few enough seats to fill
  // with one booking (at most 20 travellers).
  for (const candidate of await onSalePackages(stack, 'char-dham')) {
    const dates = (await restDepartures(stack, candidate._id)).filter((d) => d.seatsLeft >= 2 && d.seatsLeft <= 21);
    const last = dates.at(-1);
    if (last !== undefined) {
      card = candidate;
      departure = last;
      return;
    }
  }
  throw new Error('the seed has no Char Dham departure with 2 to 21 seats left');
});

async function customerWithCart(travellers: number): Promise<string> {
  const token = await client.signedInUser();
  const travellerIds: string[] = [];
  for (let i = 0; i < travellers; i += 1) travellerIds.push(await addTraveller(client, token, `Yatri${String.fromCharCode(65 + i)}`, '1970-05-20'));
  const { cart, userErrors } = await steps.addToCart(token, { packageId: packageGlobalId(card._id), date: departure.date, travellerIds });
  if (cart === null) throw new Error(`addToCart refused: ${JSON.stringify(userErrors)}`);
  return token;
}

describe('the last seat', () => {
  it('is sold once when 20 customers start paying for it at the same moment', async () => {
    const filler = await customerWithCart(departure.seatsLeft - 1);
    const customers: string[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) customers.push(await customerWithCart(1));
    const filled = await steps.startPayment(filler);
    expect((await steps.paySigned(filler, filled.payment!)).order?.status).toBe('PROCESSING');
    expect((await restDepartures(stack, card._id)).find((d) => d._id === departure._id)?.seatsLeft).toBe(1);

    const started = await Promise.all(customers.map((token) => steps.startPayment(token)));

    const winners = started.flatMap((answer, index) => (answer.payment === null ? [] : [{ token: customers[index]!, payment: answer.payment }]));
    expect(winners).toHaveLength(1);
    const refusals = started.filter((answer) => answer.payment === null).map((answer) => answer.userErrors[0]);
    expect(refusals).toHaveLength(CUSTOMERS - 1);
    for (const refusal of refusals) {
      expect(refusal?.code).toBe('REJECTED');
      expect(refusal?.message).toMatch(/^Only 0 seats are left on this date$/);
    }

    const { order } = await steps.paySigned(winners[0]!.token, winners[0]!.payment);
    expect(order?.status).toBe('PROCESSING');
    const after = (await restDepartures(stack, card._id)).find((d) => d._id === departure._id);
    expect(after?.seatsLeft).toBe(0);
  }, 180_000);
});
