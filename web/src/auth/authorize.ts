import type { User } from 'next-auth';
import { signInFailedMessages, type CredentialsProviderId } from './credentialFields';
import { gatewayClientHeaders, type IncomingHeaders } from '@/gateway/clientAddress';
import type { SignInOutcome } from './signInOutcome';

const gatewayFailureMessage = 'Something unexpected happened or please try again later.';

/**
 * An `authorize` for a credentials provider: parse the form fields, sign in at the gateway, and either
 * return the user (with the api token, which stays in the encrypted JWT) or throw the message to show —
 * next-auth hands a thrown message to `signIn()` as its `error`, and `signInFailureMessage`
 * (`credentials.ts`) shows it as is: the gateway's own wording, or the generic outage message.
 */
export function createAuthorize<Input>(
  provider: CredentialsProviderId,
  parse: (raw: unknown) => Input | null,
  signIn: (input: Input, clientHeaders: Record<string, string>) => Promise<SignInOutcome>,
) {
  // `req` is next-auth's view of the browser's request: its headers carry the browser's address.
  return async function authorize(raw: unknown, req?: { headers?: IncomingHeaders }): Promise<User> {
    const input = parse(raw);
    if (!input) throw new Error(signInFailedMessages[provider]);
    let outcome: SignInOutcome;
    try {
      outcome = await signIn(input, gatewayClientHeaders(req?.headers ?? {}));
    } catch (error) {
      console.error(`Sign-in (${provider}) could not reach the gateway`, error);
      throw new Error(gatewayFailureMessage);
    }
    if (!outcome.ok) throw new Error(outcome.message ?? signInFailedMessages[provider]);
    const { token, expiresAt, viewer } = outcome;
    return {
      id: viewer.internalId,
      apiToken: token,
      apiTokenExpiresAt: expiresAt,
      firstname: viewer.firstname,
      displayName: viewer.displayName,
      initial: viewer.initial,
      email: viewer.email,
      emailConfirmed: viewer.emailVerified,
    };
  };
}
