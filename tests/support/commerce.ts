/**
 * Shared steps of the cart, payments and orders contract files: saved travellers, bookable departures read
 * from REST, the GraphQL documents, prices worked out by hand from the REST price table (api/CONTRACT.md
 * "Pricing") and the test provider's signature.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { PackageCard } from './catalogue-rest-types.ts';
import { categoryPackages, isComingSoon } from './catalogue-scan.ts';
import type { ContractClient, UserError } from './contract-users.ts';
import { restData } from './rest.ts';
import type { StackUrls } from './stack-processes.ts';

export type RestDeparture = { _id: string; packageId: string; date: string; seatsLeft: number; inrPrice: number; inrPricePaise: number; surchargePercent: number };
export type Money = { paise: number; currency: string; label: string };

export const CHILD = 'Child (5-11 yrs)';
export const ADULT = 'Adult';

/** A date `years` before `date` (YYYY-MM-DD), the same day of the year. */
export const yearsBefore = (date: string, years: number): string => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

/** Adds a saved traveller through the gateway; answers its global ID. */
export async function addTraveller(client: ContractClient, token: string, firstname: string, dateOfBirth: string, gender = 'FEMALE'): Promise<string> {
  const { addTraveller } = await client.run<{ addTraveller: { traveller: { id: string } | null; userErrors: UserError[] } }>(
    'mutation($input: AddTravellerInput!) { addTraveller(input: $input) { traveller { id } userErrors { code message field } } }',
    { input: { traveller: { firstname, lastname: 'Yatri', gender, dateOfBirth, nationality: 'IN' } } },
    token,
  );
  if (addTraveller.traveller === null) throw new Error(`addTraveller refused: ${JSON.stringify(addTraveller.userErrors)}`);
  return addTraveller.traveller.id;
}

/** The packages on sale (not registrations, not 'Coming Soon..') of a category, with their price table. */
export async function onSalePackages(stack: StackUrls, categorySlug: string): Promise<PackageCard[]> {
  return (await categoryPackages(stack, categorySlug)).filter((card) => !card.isRegistration && !isComingSoon(card.prices));
}

export const restDepartures = (stack: StackUrls, packageId: string): Promise<RestDeparture[]> =>
  restData<RestDeparture[]>(stack.apiBaseUrl, `/package/departures/${packageId}`, stack.apiToken);

/** The first departure of the package with at least `seats` seats left that `accept` takes. */
export async function departureWithSeats(stack: StackUrls, packageId: string, seats: number, accept: (departure: RestDeparture) => boolean = () => true) {
  return (await restDepartures(stack, packageId)).find((departure) => departure.seatsLeft >= seats && accept(departure)) ?? null;
}

/**
 * By hand, from CONTRACT.md: the passenger type's row of the occupancy (else the occupancy's own price), in
 * whole rupees, raised by the surcharge percent and rounded half up to the rupee; in paise.
 */
export function travellerPaise(card: PackageCard, occupancy: string, passengerType: string, surchargePercent: number): number {
  const row = card.prices.packagePrice.find((candidate) => candidate.title === occupancy);
  if (row === undefined) throw new Error(`${card.slug} has no occupancy ${occupancy}`);
  const rupees = row.passengerTypePrice.find((price) => price.passengerType === passengerType)?.inrPrice ?? row.inrPrice;
  return Math.round((rupees * (100 + surchargePercent)) / 100) * 100;
}

/** GST on what is left after the discount, rounded half up to the paisa. */
export const gstPaise = (taxablePaise: number, ratePercent: number): number => Math.round((taxablePaise * ratePercent) / 100);

/** `₹1,79,000`, or `₹1,79,000.50` with paise: the label every Money carries. */
export function moneyLabel(paise: number): string {
  const rupees = `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(Math.floor(paise / 100))}`;
  return paise % 100 === 0 ? rupees : `${rupees}.${String(paise % 100).padStart(2, '0')}`;
}

export const money = (paise: number): Money => ({ paise, currency: 'INR', label: moneyLabel(paise) });

/** What the test provider's page hands the return URL on success: HMAC-SHA256 of `providerOrderId|providerPaymentId`, hex, with PAYMENT_TEST_SECRET. */
export function providerAnswer(secret: string, providerOrderId: string) {
  const providerPaymentId = `pay_test_${randomBytes(8).toString('hex')}`;
  const signature = createHmac('sha256', secret).update(`${providerOrderId}|${providerPaymentId}`).digest('hex');
  return { providerPaymentId, signature };
}

export const MONEY = 'paise currency label';
export const ERRORS = 'userErrors { code message field }';
export const CART_FIELDS = `
  package { internalId slug } departure { internalId date } occupancy occupancyOptions { title adultPrice { ${MONEY} } }
  travellers { traveller { id fullName } passengerType price { ${MONEY} } }
  subtotal { ${MONEY} } coupon { code description } discount { ${MONEY} } gstRate gst { ${MONEY} } total { ${MONEY} }
  minimumAdvance { ${MONEY} } gstDetails { gstNumber companyName }
`;
export const PAYMENT_FIELDS = `id internalId kind amount { ${MONEY} } status provider providerOrderId checkoutUrl providerKeyId createdAt paidAt`;
export const ORDER_FIELDS = `
  id internalId reference status package { internalId } departureDate occupancy
  travellers { fullName gender dateOfBirth passengerType price { paise } }
  subtotal { paise } couponCode discount { paise } gst { paise } total { paise } paid { paise } balance { paise }
  payments { internalId kind status amount { paise } } createdAt
`;

export type CartTravellerAnswer = { traveller: { id: string; fullName: string }; passengerType: string; price: Money };
export type CartAnswer = {
  package: { internalId: string; slug: string };
  departure: { internalId: string; date: string };
  occupancy: string;
  occupancyOptions: { title: string; adultPrice: Money }[];
  travellers: CartTravellerAnswer[];
  subtotal: Money;
  coupon: { code: string; description: string } | null;
  discount: Money;
  gstRate: number;
  gst: Money;
  total: Money;
  minimumAdvance: Money | null;
  gstDetails: { gstNumber: string; companyName: string } | null;
};
export type CartPayload = { cart: CartAnswer | null; viewer: { cart: CartAnswer | null } | null; userErrors: UserError[] };
export type PaymentAnswer = { id: string; internalId: string; kind: string; amount: Money; status: string; provider: string; providerOrderId: string; checkoutUrl: string | null };
export type OrderAnswer = {
  id: string;
  internalId: string;
  reference: string;
  status: string;
  package: { internalId: string };
  departureDate: string;
  travellers: { fullName: string; passengerType: string; price: { paise: number } }[];
  subtotal: { paise: number };
  total: { paise: number };
  paid: { paise: number };
  balance: { paise: number };
  payments: { internalId: string; kind: string; status: string; amount: { paise: number } }[];
};
export type PaymentResult = { payment: PaymentAnswer | null; order: OrderAnswer | null; notice: string | null; viewer: { cart: { total: { paise: number } } | null; orderCounts: { processing: number } } | null; userErrors: UserError[] };

const cartMutation = (name: string, input: string | null) =>
  `mutation${input ? `($input: ${input}!)` : ''} { ${name}${input ? '(input: $input)' : ''} { cart { ${CART_FIELDS} } viewer { cart { total { paise } } } ${ERRORS} } }`;
export const ADD_TO_CART = cartMutation('addToCart', 'AddToCartInput');
export const APPLY_COUPON = cartMutation('applyCoupon', 'ApplyCouponInput');
export const REMOVE_COUPON = cartMutation('removeCoupon', null);
export const SET_GST = cartMutation('setCartGstDetails', 'SetCartGstDetailsInput');
export const START_PAYMENT = `mutation($input: StartPaymentInput!) { startPayment(input: $input) { payment { ${PAYMENT_FIELDS} } ${ERRORS} } }`;
export const START_BALANCE_PAYMENT = `mutation($input: StartBalancePaymentInput!) { startBalancePayment(input: $input) { payment { ${PAYMENT_FIELDS} } ${ERRORS} } }`;
const RESULT = `payment { ${PAYMENT_FIELDS} } order { ${ORDER_FIELDS} } notice viewer { cart { total { paise } } orderCounts { processing } } ${ERRORS}`;
export const COMPLETE_PAYMENT = `mutation($input: CompletePaymentInput!) { completePayment(input: $input) { ${RESULT} } }`;
export const FAIL_PAYMENT = `mutation($input: FailPaymentInput!) { failPayment(input: $input) { ${RESULT} } }`;

/** A booking steps: cart → payment → the provider's signed answer → order. */
export function commerceSteps(client: ContractClient, stack: StackUrls) {
  const addToCart = async (token: string | undefined, input: Record<string, unknown>) => (await client.run<{ addToCart: CartPayload }>(ADD_TO_CART, { input }, token)).addToCart;
  const startPayment = async (token: string | undefined, input: Record<string, unknown> = {}) =>
    (await client.run<{ startPayment: { payment: PaymentAnswer | null; userErrors: UserError[] } }>(START_PAYMENT, { input: { returnPath: '/check-out/payment', ...input } }, token)).startPayment;
  const completePayment = async (token: string, input: Record<string, unknown>) =>
    (await client.run<{ completePayment: PaymentResult }>(COMPLETE_PAYMENT, { input }, token)).completePayment;
  /** Completes with the test provider's signed success. */
  const paySigned = async (token: string, payment: PaymentAnswer) =>
    completePayment(token, { paymentId: payment.id, ...providerAnswer(stack.paymentTestSecret, payment.providerOrderId) });
  /** Books and pays in full: the order. */
  async function bookAndPay(token: string, input: Record<string, unknown>, kind: 'FULL' | 'ADVANCE' = 'FULL'): Promise<OrderAnswer> {
    const added = await addToCart(token, input);
    if (added.cart === null) throw new Error(`addToCart refused: ${JSON.stringify(added.userErrors)}`);
    const { payment, userErrors } = await startPayment(token, { kind });
    if (payment === null) throw new Error(`startPayment refused: ${JSON.stringify(userErrors)}`);
    const result = await paySigned(token, payment);
    if (result.order === null) throw new Error(`completePayment refused: ${JSON.stringify(result.userErrors)}`);
    return result.order;
  }
  return { addToCart, startPayment, completePayment, paySigned, bookAndPay };
}
