import 'server-only';
import { graphql } from 'relay-runtime';
import { z } from 'zod';
import type { gatewaySignInOtpMutation } from '@/__generated__/gatewaySignInOtpMutation.graphql';
import type { gatewaySignInPasswordMutation } from '@/__generated__/gatewaySignInPasswordMutation.graphql';
import { runGatewayOperation } from '@/gateway/gatewayOperation';
import type { OtpSignInInput, PasswordSignInInput } from './parseCredentials';
import type { SignInOutcome } from './signInOutcome';
import { responseData, viewerSchema } from './viewer';

/*
 * next-auth's sign-in operations, run server to server: the api token they return never passes through
 * the browser, and the `/api/graphql` proxy refuses them (`requestGuard.ts`).
 */
/** What both sign-ins answer: the api token, its expiry and the user as the session keeps them. */
graphql`
  fragment gatewaySignIn_payload on SignInPayload {
    token
    expiresAt
    viewer {
      ...gatewayViewer_viewer
    }
    userErrors {
      message
    }
  }
`;

const passwordMutation = graphql`
  mutation gatewaySignInPasswordMutation($input: SignInWithPasswordInput!) {
    signIn: signInWithPassword(input: $input) {
      ...gatewaySignIn_payload
    }
  }
`;

const otpMutation = graphql`
  mutation gatewaySignInOtpMutation($input: SignInWithOtpInput!) {
    signIn: signInWithOtp(input: $input) {
      ...gatewaySignIn_payload
    }
  }
`;

const signInPayloadSchema = z.object({
  token: z.string().nullable(),
  expiresAt: z.string().nullable(),
  viewer: viewerSchema.nullable(),
  userErrors: z.array(z.object({ message: z.string() })),
});

/** `clientHeaders`: `gatewayClientHeaders(req.headers)` of next-auth's `authorize(credentials, req)`. */
type ClientHeaders = Readonly<Record<string, string>>;

function signInOutcome(response: unknown): SignInOutcome {
  const payload = responseData(response, z.object({ signIn: signInPayloadSchema })).signIn;
  if (payload.token && payload.expiresAt && payload.viewer && payload.userErrors.length === 0) {
    return { ok: true, token: payload.token, expiresAt: payload.expiresAt, viewer: payload.viewer };
  }
  return { ok: false, message: payload.userErrors[0]?.message };
}

export async function gatewaySignInWithPassword(input: PasswordSignInInput, clientHeaders: ClientHeaders): Promise<SignInOutcome> {
  return signInOutcome(await runGatewayOperation<gatewaySignInPasswordMutation>(passwordMutation, { input }, { clientHeaders }));
}

export async function gatewaySignInWithOtp(input: OtpSignInInput, clientHeaders: ClientHeaders): Promise<SignInOutcome> {
  return signInOutcome(await runGatewayOperation<gatewaySignInOtpMutation>(otpMutation, { input }, { clientHeaders }));
}
