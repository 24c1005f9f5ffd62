import { updateKycInput, updateProfilePhotoInput } from '../../domain/kyc/inputs.ts';
import { kycRefusal, photoRefusal } from '../../domain/kyc/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { putProfilePhoto, putUserKyc } from '../../rest/kyc/kyc.ts';
import type { UserKycModel } from '../../rest/kyc/types.ts';
import type { GatewayContext } from '../../context.ts';
import { kycNotSaved, kycSaved } from './payloads.ts';

/** The answer is the whole KYC and photo: it primes `viewer.kyc`, so the payload costs no second call. */
const saved = ({ loaders }: GatewayContext) => (answer: UserKycModel) => {
  loaders.primeViewerKyc(answer);
  return kycSaved(answer);
};

export const updateKycMutations: Pick<MutationResolvers, 'updateKyc' | 'updateProfilePhoto'> = {
  updateKyc: (_root, { input }, context) =>
    runMutationStep({ input, schema: updateKycInput, signedIn: context.userToken !== null, call: (value) => putUserKyc(context.rest, value), refusal: kycRefusal, succeed: saved(context), fail: kycNotSaved }),
  updateProfilePhoto: (_root, { input }, context) =>
    runMutationStep({ input, schema: updateProfilePhotoInput, signedIn: context.userToken !== null, call: ({ photo }) => putProfilePhoto(context.rest, photo), refusal: photoRefusal, succeed: saved(context), fail: kycNotSaved }),
};
