import { z } from 'zod';
import { fetchGraphQL } from '../relay/fetchGraphQL';
import { requestClientHeaders } from '../relay/requestClientHeaders';
import type { OtpSignInInput, PasswordSignInInput } from './parseCredentials';

/**
 * The account operations next-auth runs against the gateway, server to server (the api token they
 * return never passes through the browser). Plain operation text: these are not Relay queries.
 */
const viewerFields = 'internalId firstname displayName initial email emailVerified';

const signInPayloadFields = `token expiresAt viewer { ${viewerFields} } userErrors { message }`;

const viewerSchema = z.object({
  internalId: z.string(),
  firstname: z.string().nullable(),
  displayName: z.string(),
  initial: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
});

export type GatewayViewer = z.infer<typeof viewerSchema>;

const signInPayloadSchema = z.object({
  token: z.string().nullable(),
  expiresAt: z.string().nullable(),
  viewer: viewerSchema.nullable(),
  userErrors: z.array(z.object({ message: z.string() })),
});

export type SignInOutcome =
  | { ok: true; token: string; expiresAt: string; viewer: GatewayViewer }
  | { ok: false; message: string | undefined };

/** The `data` of a single GraphQL response, checked against what the operation selects. */
function responseData<Schema extends z.ZodType>(response: unknown, schema: Schema): z.output<Schema> {
  return schema.parse(z.object({ data: z.unknown() }).parse(response).data);
}

function bearer(apiToken: string): string {
  return `Bearer ${apiToken}`;
}

/** `clientHeaders`: `gatewayClientHeaders(req.headers)` of next-auth's `authorize(credentials, req)`. */
type ClientHeaders = Readonly<Record<string, string>>;

async function runSignIn(name: string, field: string, inputType: string, input: object, clientHeaders: ClientHeaders): Promise<SignInOutcome> {
  const text = `mutation ${name}($input: ${inputType}!) { ${field}(input: $input) { ${signInPayloadFields} } }`;
  const response = await fetchGraphQL({ name, text }, { input }, { clientHeaders });
  const payload = responseData(response, z.object({ [field]: signInPayloadSchema }))[field];
  if (payload?.token && payload.expiresAt && payload.viewer && payload.userErrors.length === 0) {
    return { ok: true, token: payload.token, expiresAt: payload.expiresAt, viewer: payload.viewer };
  }
  return { ok: false, message: payload?.userErrors[0]?.message };
}

export function gatewaySignInWithPassword(input: PasswordSignInInput, clientHeaders: ClientHeaders): Promise<SignInOutcome> {
  return runSignIn('AuthSignInWithPassword', 'signInWithPassword', 'SignInWithPasswordInput', input, clientHeaders);
}

export function gatewaySignInWithOtp(input: OtpSignInInput, clientHeaders: ClientHeaders): Promise<SignInOutcome> {
  return runSignIn('AuthSignInWithOtp', 'signInWithOtp', 'SignInWithOtpInput', input, clientHeaders);
}

/** Revokes the api token at the gateway. */
export async function gatewaySignOut(apiToken: string): Promise<void> {
  const text = 'mutation AuthSignOut { signOut { ok userErrors { message } } }';
  // next-auth's events and callbacks get no request: the client headers come from the one being served.
  await fetchGraphQL({ name: 'AuthSignOut', text }, {}, { authorization: bearer(apiToken), clientHeaders: await requestClientHeaders() });
}

/** The signed-in user as the gateway knows them now, or null when the token no longer names one. */
export async function gatewayViewer(apiToken: string): Promise<GatewayViewer | null> {
  const text = `query AuthViewer { viewer { ${viewerFields} } }`;
  const response = await fetchGraphQL({ name: 'AuthViewer', text }, {}, { authorization: bearer(apiToken), clientHeaders: await requestClientHeaders() });
  return responseData(response, z.object({ viewer: viewerSchema.nullable() })).viewer;
}
