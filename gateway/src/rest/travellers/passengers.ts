import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { passengerAnswer, passengerDeletedAnswer, passengerListAnswer } from './schemas.ts';
import type { PassengerRequest, TravellerModel } from './types.ts';

const idPath = (id: string) => encodeURIComponent(id);

/** `GET /passenger/list` 🔒: the caller's travellers, oldest first. */
export async function fetchPassengers(client: RestClient): Promise<RestOutcome<TravellerModel[]>> {
  const outcome = await client.send({ method: 'GET', path: '/passenger/list', answer: passengerListAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `GET /passenger/{id}` 🔒: one of the caller's travellers (404 for anyone else's). */
export async function fetchPassenger(client: RestClient, id: string): Promise<RestOutcome<TravellerModel>> {
  const outcome = await client.send({ method: 'GET', path: `/passenger/${idPath(id)}`, answer: passengerAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `POST /passenger/add` 🔒. */
export async function addPassenger(client: RestClient, request: PassengerRequest): Promise<RestOutcome<TravellerModel>> {
  const outcome = await client.send({ method: 'POST', path: '/passenger/add', body: request, answer: passengerAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `PUT /passenger/update/{id}` 🔒: replaces the traveller. */
export async function updatePassenger(client: RestClient, id: string, request: PassengerRequest): Promise<RestOutcome<TravellerModel>> {
  const outcome = await client.send({ method: 'PUT', path: `/passenger/update/${idPath(id)}`, body: request, answer: passengerAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `DELETE /passenger/delete/{id}` 🔒: answers the deleted id. */
export async function deletePassenger(client: RestClient, id: string): Promise<RestOutcome<string>> {
  const outcome = await client.send({ method: 'DELETE', path: `/passenger/delete/${idPath(id)}`, answer: passengerDeletedAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data._id);
}
