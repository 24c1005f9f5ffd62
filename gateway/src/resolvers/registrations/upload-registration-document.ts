import { uploadRegistrationDocumentInput } from '../../domain/registrations/inputs.ts';
import { registrationRefusal } from '../../domain/registrations/refusals.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';

type Payload = ResolversTypes['UploadRegistrationDocumentPayload'];
import { runMutationStep } from '../../mutations/run-step.ts';
import { uploadRegistrationDocument } from '../../rest/registrations/registrations.ts';

/** `uploadRegistrationDocument`: one multipart `PUT /registration/image/{id}/{type}/-1`; the api's 400/413 on `file`. */
export const uploadRegistrationDocumentMutation: Pick<MutationResolvers, 'uploadRegistrationDocument'> = {
  uploadRegistrationDocument: (_root, { input }, { rest, userToken, loaders }) =>
    runMutationStep({
      input,
      schema: uploadRegistrationDocumentInput,
      signedIn: userToken !== null,
      call: ({ id, documentType, file }) => uploadRegistrationDocument(rest, id, documentType, file),
      refusal: { ...registrationRefusal(null), field: undefined, fieldOf: (message) => (message === 'Registration not found' ? 'id' : 'file') },
      succeed: (registration) => {
        loaders.resetRegistrations();
        const uploaded: Payload = { registration, userErrors: [] };
        return uploaded;
      },
      fail: (userErrors: MutationUserError[]): Payload => ({ registration: null, userErrors }),
    }),
};
