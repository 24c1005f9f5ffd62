import { graphql } from 'react-relay';
import { commitMutation } from 'relay-runtime';
import type { registerPushTokenMutation as RegisterPushTokenMutation } from '@/__generated__/registerPushTokenMutation.graphql';
import { getDeviceInfo } from '@/lib/device/deviceInfo';
import { getEnvironment } from '@/relay/environment';

const registerPushTokenMutation = graphql`
  mutation registerPushTokenMutation($input: RegisterPushTokenInput!) {
    registerPushToken(input: $input) {
      registered
      userErrors {
        message
      }
    }
  }
`;

/** Stores this browser's token for the signed-in user, with the spec §3 device info; in the background. */
export function registerPushToken(): Promise<boolean> {
  const device = getDeviceInfo();
  return new Promise((resolve) => {
    commitMutation<RegisterPushTokenMutation>(getEnvironment(), {
      mutation: registerPushTokenMutation,
      variables: { input: { device } },
      onCompleted: (response) => resolve(response.registerPushToken.registered),
      onError: () => resolve(false),
    });
  });
}
