import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome, type UpstreamIdentity } from '../outcome.ts';
import type { RestPhone } from '../phone.ts';
import { subscribeAnswer } from './schemas.ts';

export interface SubscribeRequest {
  source: string;
  as: UpstreamIdentity;
  email: string;
  firstName: string;
  lastName?: string | undefined;
  phone?: RestPhone | undefined;
  /** `newsletter` (the api's default) or a channel such as `whatsapp`. */
  category?: string | undefined;
}

export interface Subscribed {
  subscriberId: string;
  message: string | null;
}

/** `POST /subscriber/subscribe`: subscribes the address (no OTP: nothing is sent to the number). */
export async function postSubscription(client: RestClient, request: SubscribeRequest): Promise<RestOutcome<Subscribed>> {
  const { source, email, firstName, lastName, phone, category } = request;
  const body = {
    source,
    email,
    firstName,
    ...(lastName === undefined ? {} : { lastName }),
    ...(phone === undefined ? {} : { mobile: phone.mobile, countryCode: phone.countrycode }),
    ...(category === undefined ? {} : { category }),
  };
  const outcome = await client.send({ method: 'POST', path: '/subscriber/subscribe', body, answer: subscribeAnswer, as: request.as });
  return mapSuccess(outcome, ({ message, data }) => ({ subscriberId: data.data, message: message ?? null }));
}
