'use client';

import { useSession } from '@/auth/useSession';
import { useEffect, useState } from 'react';
import { setFirebaseToken } from '@/lib/device/deviceInfo';
import { firebaseDeps } from './firebaseDeps';
import type { PushConfig } from './pushConfig';
import type { PushAlertMessage } from './pushMessage';
import { PushAlert } from './PushAlert';
import { registerPushToken } from './registerPushToken';
import { startPush } from './startPush';

/**
 * Asks for permission once at start; with a token, sign-ins carry it (`deviceIDs`) and a signed-in user's
 * token is registered (`registerPushToken`) once per token and user. Foreground messages show as an alert.
 */
export function PushClient({ config }: { config: PushConfig }) {
  const { status, data } = useSession();
  const [token, setToken] = useState<string | null>(null);
  const [alert, setAlert] = useState<PushAlertMessage | null>(null);
  useEffect(() => {
    void startPush(config, setAlert, firebaseDeps).then((started) => {
      if (started.status !== 'granted') return;
      setFirebaseToken(started.token);
      setToken(started.token);
    });
  }, [config]);
  const userKey = status === 'authenticated' ? (data?.user?.email ?? 'signed-in') : null;
  useEffect(() => {
    if (token && userKey) void registerPushToken();
  }, [token, userKey]);
  return alert ? <PushAlert message={alert} onClose={() => setAlert(null)} /> : null;
}
