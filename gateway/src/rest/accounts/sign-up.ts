import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { addUserAnswer, messageAnswer, verifyUserAnswer } from './schemas.ts';
import type { RestPhone } from '../phone.ts';
import type { DeviceInfo, UserProfileModel } from './types.ts';

export interface AddUserRequest {
  source: string;
  email: string;
  password: string;
  phone: RestPhone;
  devices: DeviceInfo[];
}

export interface PendingUser {
  userId: string;
  mobile: number;
  message: string | null;
}

/** `POST /user/add-user`: records a new pending sign-up (its own, never another's) and texts its sign-up OTP. */
export async function addUser(client: RestClient, request: AddUserRequest): Promise<RestOutcome<PendingUser>> {
  const { source, email, password, phone, devices } = request;
  const outcome = await client.send({
    method: 'POST',
    path: '/user/add-user',
    body: { source, email, password, mobile: phone.mobile, location: { phonecode: phone.countrycode }, deviceIDs: devices },
    answer: addUserAnswer,
    as: 'public',
    idempotent: true,
  });
  return mapSuccess(outcome, ({ message, data }) => ({ userId: data.user._id, mobile: data.user.mobile, message: message ?? null }));
}

/** `POST /user/send-opt`: texts the sign-up OTP again, for the pending sign-up `userId` (else the mobile's newest). */
export async function sendSignUpOtp(
  client: RestClient,
  request: { source: string; phone: RestPhone; userId?: string | undefined },
): Promise<RestOutcome<string | null>> {
  const outcome = await client.send({
    method: 'POST',
    path: '/user/send-opt',
    body: { source: request.source, ...request.phone, ...(request.userId ? { user: request.userId } : {}) },
    answer: messageAnswer,
    as: 'public',
    idempotent: true,
  });
  return mapSuccess(outcome, ({ message }) => message ?? null);
}

export interface VerifiedUser {
  user: UserProfileModel;
  message: string | null;
}

/** `POST /user/user-verify`: confirms the pending account's mobile with the OTP and stores its devices. */
export async function verifyUser(
  client: RestClient,
  request: { userId: string; otp: string; devices: DeviceInfo[] },
): Promise<RestOutcome<VerifiedUser>> {
  const outcome = await client.send({
    method: 'POST',
    path: '/user/user-verify',
    body: { otp: request.otp, user: request.userId, deviceIDs: request.devices },
    answer: verifyUserAnswer,
    as: 'public',
  });
  return mapSuccess(outcome, ({ message, data }) => ({ user: data.user, message: message ?? null }));
}
