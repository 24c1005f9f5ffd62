import 'server-only';
import { graphql } from 'relay-runtime';
import type { gatewaySignOutMutation } from '@/__generated__/gatewaySignOutMutation.graphql';
import { runGatewayOperation } from '@/gateway/gatewayOperation';
import { requestClientHeaders } from '@/gateway/requestClientHeaders';
import { bearerAuthorization } from './apiToken';

const signOutMutation = graphql`
  mutation gatewaySignOutMutation {
    signOut {
      ok
      userErrors {
        message
      }
    }
  }
`;

/** Revokes the api token at the gateway (next-auth's `events.signOut`; it gets no request, so the client headers are the one being served). */
export async function gatewaySignOut(apiToken: string): Promise<void> {
  await runGatewayOperation<gatewaySignOutMutation>(signOutMutation, {}, {
    authorization: bearerAuthorization(apiToken),
    clientHeaders: await requestClientHeaders(),
    onTokenRefused: 'report',
  });
}
