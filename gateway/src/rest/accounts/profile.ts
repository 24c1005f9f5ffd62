import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { accountAnswer, messageAnswer, userProfileSchema } from './schemas.ts';
import type { UserProfileModel } from './types.ts';

const profileAnswer = accountAnswer(userProfileSchema);

/** `GET /user` 🔒: the caller's own profile. */
export async function fetchUserProfile(client: RestClient): Promise<RestOutcome<UserProfileModel>> {
  const outcome = await client.send({ method: 'GET', path: '/user', answer: profileAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `PUT /user/profile-update` 🔒: changes the caller's names; answers the updated profile. */
export async function updateUserProfile(
  client: RestClient,
  request: { source: string; firstname?: string; lastname?: string },
): Promise<RestOutcome<UserProfileModel>> {
  const outcome = await client.send({ method: 'PUT', path: '/user/profile-update', body: request, answer: profileAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `PUT /user/change-password` 🔒: answers the server's message. */
export async function changeUserPassword(
  client: RestClient,
  request: { source: string; currentPassword: string; newPassword: string; confirmPassword: string },
): Promise<RestOutcome<string | null>> {
  const { source, currentPassword, newPassword, confirmPassword } = request;
  const outcome = await client.send({
    method: 'PUT',
    path: '/user/change-password',
    body: { password: currentPassword, newpassword: newPassword, confirmpassword: confirmPassword, source },
    answer: messageAnswer,
    as: 'caller',
  });
  return mapSuccess(outcome, ({ message }) => message ?? null);
}
