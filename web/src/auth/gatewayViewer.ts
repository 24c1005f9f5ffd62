import 'server-only';
import { graphql } from 'relay-runtime';
import { z } from 'zod';
import type { gatewayViewerQuery } from '@/__generated__/gatewayViewerQuery.graphql';
import { runGatewayOperation } from '@/gateway/gatewayOperation';
import { requestClientHeaders } from '@/gateway/requestClientHeaders';
import { bearerAuthorization } from './apiToken';
import { responseData, viewerSchema, type GatewayViewer } from './viewer';

/** The user as the session keeps them (`viewerSchema`); the sign-in mutations spread it too. */
graphql`
  fragment gatewayViewer_viewer on Viewer {
    internalId
    firstname
    displayName
    initial
    email
    emailVerified
  }
`;

const viewerQuery = graphql`
  query gatewayViewerQuery {
    viewer {
      ...gatewayViewer_viewer
    }
  }
`;

/**
 * The signed-in user as the gateway knows them now, or null when the token no longer names one
 * (`update()` of the session). A refused token is reported, never answered as a visitor's.
 */
export async function gatewayViewer(apiToken: string): Promise<GatewayViewer | null> {
  const response = await runGatewayOperation<gatewayViewerQuery>(viewerQuery, {}, {
    authorization: bearerAuthorization(apiToken),
    clientHeaders: await requestClientHeaders(),
    onTokenRefused: 'report',
  });
  return responseData(response, z.object({ viewer: viewerSchema.nullable() })).viewer;
}
