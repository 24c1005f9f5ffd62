import { z } from 'zod';
import type { DeviceInfo } from '../accounts/types.ts';
import { dataEnvelope } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';

const registeredAnswer = dataEnvelope(z.object({ deviceID: z.string(), registered: z.literal(true) }));

/** `POST /user/push-token` 🔒: the device info object with its firebase token. */
export async function registerPushToken(client: RestClient, device: DeviceInfo & { firebaseToken: string }): Promise<RestOutcome<true>> {
  const outcome = await client.send({ method: 'POST', path: '/user/push-token', body: { ...device, source: 'web' }, answer: registeredAnswer, as: 'caller' });
  return mapSuccess(outcome, () => true as const);
}
