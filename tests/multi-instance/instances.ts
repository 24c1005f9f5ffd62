/** Calls the multi-instance spec makes to one instance or the other (`a` or `b` of the stack). */
import { expect } from '@playwright/test';
import { graphql, type Variables } from '../support/graphql.ts';
import type { InstanceUrls, MultiInstanceUrls } from '../support/multi-instance-stack.ts';

let sequence = 0;
const runTag = Math.floor(Math.random() * 10_000);

/** A client address (198.18.0.0/15, a benchmarking range) no other call of this run or of an earlier one on the same Redis uses. */
export function uniqueIp(): string {
  sequence += 1;
  return `198.${18 + (runTag % 2)}.${Math.floor(runTag / 2) % 250}.${(sequence % 250) + 1}`;
}

/** A mobile number of this file's prefix ('64'), unique in this run. */
export function uniqueMobile(): string {
  sequence += 1;
  return `64${String(runTag).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
}

/** `POST /otp/send` at an api as a trusted proxy forwarding `ip`; answers the HTTP status. */
export async function otpSend(stack: MultiInstanceUrls, instance: InstanceUrls, ip: string, mobile: string): Promise<number> {
  const response = await fetch(`${instance.apiBaseUrl}/otp/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.apiToken}`, 'content-type': 'application/json', 'x-client-ip': ip, 'x-proxy-key': stack.apiProxyKey },
    body: JSON.stringify({ mobile, countrycode: '+91' }),
  });
  await response.body?.cancel();
  return response.status;
}

/** The smallest GraphQL request at a gateway from client `ip` (forwarded as the web does); answers the HTTP status. */
export async function gatewayCall(stack: MultiInstanceUrls, instance: InstanceUrls, ip: string): Promise<number> {
  const response = await fetch(instance.gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-ip': ip, 'x-proxy-key': stack.gatewayProxyKey },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  await response.body?.cancel();
  return response.status;
}

/** One operation at a gateway as a client of its own (so the spec's calls never spend the loopback client's rate). */
export async function ask<T>(stack: MultiInstanceUrls, instance: InstanceUrls, query: string, variables: Variables, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'x-client-ip': uniqueIp(), 'x-proxy-key': stack.gatewayProxyKey };
  if (token) headers.authorization = `Bearer ${token}`;
  const { data, errors } = await graphql<T>(instance.gatewayUrl, query, variables, headers);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data as T;
}

/** A package's price as a gateway answers it, and its REST `_id` (the tail of its global ID). */
export async function packagePrice(stack: MultiInstanceUrls, instance: InstanceUrls, slug: string): Promise<{ id: string; amount: number | null }> {
  const { package: pkg } = await ask<{ package: { id: string; price: { amount: number | null } } }>(
    stack,
    instance,
    'query ($slug: String!) { package(slug: $slug) { id price { amount } } }',
    { slug },
  );
  return { id: Buffer.from(pkg.id, 'base64').toString('utf8').replace(/^Package:/, ''), amount: pkg.price.amount };
}

/** The staff price route of an api (`PUT /catalogue/packages/{_id}/prices`). */
export async function putPrices(stack: MultiInstanceUrls, instance: InstanceUrls, id: string, prices: { inrPrice: number; inrPriceSpecial: number }): Promise<void> {
  const response = await fetch(`${instance.apiBaseUrl}/catalogue/packages/${id}/prices`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${stack.staffToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(prices),
  });
  expect(response.status, await response.text()).toBe(200);
}
