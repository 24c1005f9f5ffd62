import { uploadForm, type UploadedFile } from '../files/upload-form.ts';
import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { registrationAnswer, registrationDeletedAnswer, registrationEmailedAnswer, registrationListAnswer } from './schemas.ts';
import type { RegistrationModel, StepRequest } from './types.ts';

const idPath = (id: string) => encodeURIComponent(id);

/** `GET /registration` 🔒: the caller's registrations, newest first. */
export async function fetchRegistrations(client: RestClient): Promise<RestOutcome<RegistrationModel[]>> {
  const outcome = await client.send({ method: 'GET', path: '/registration', answer: registrationListAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `GET /registration/{id}` 🔒: one of the caller's registrations (404 for anyone else's). */
export async function fetchRegistration(client: RestClient, id: string): Promise<RestOutcome<RegistrationModel>> {
  const outcome = await client.send({ method: 'GET', path: `/registration/${idPath(id)}`, answer: registrationAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `POST /registration/addupdate?id&informationtype` 🔒: creates (no id, personal step) or saves one step. */
export async function saveRegistrationStep(client: RestClient, id: string | null, step: StepRequest): Promise<RestOutcome<RegistrationModel>> {
  const query = new URLSearchParams({ informationtype: step.informationtype, ...(id ? { id } : {}) });
  const outcome = await client.send({ method: 'POST', path: `/registration/addupdate?${query}`, body: step.body, answer: registrationAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `DELETE /registration/delete/{id}` 🔒: answers the deleted id. */
export async function deleteRegistration(client: RestClient, id: string): Promise<RestOutcome<string>> {
  const outcome = await client.send({ method: 'DELETE', path: `/registration/delete/${idPath(id)}`, answer: registrationDeletedAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data._id);
}

/** `PUT /registration/email/{id}` 🔒: e-mails the summary; answers the address it went to. */
export async function emailRegistration(client: RestClient, id: string): Promise<RestOutcome<string>> {
  const outcome = await client.send({ method: 'PUT', path: `/registration/email/${idPath(id)}`, answer: registrationEmailedAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data.email);
}

/** `PUT /registration/image/{registrationId}/{documentType}/-1` 🔒 (multipart `file`): answers the registration. */
export async function uploadRegistrationDocument(client: RestClient, id: string, documentType: string, file: UploadedFile): Promise<RestOutcome<RegistrationModel>> {
  const path = `/registration/image/${idPath(id)}/${encodeURIComponent(documentType)}/-1`;
  const outcome = await client.send({ method: 'PUT', path, body: await uploadForm(file), answer: registrationAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}
