import { createSign } from 'node:crypto';
import type { PushSender } from './push-sender.ts';

/** A service account's fields (FCM_PROJECT_ID, FCM_CLIENT_EMAIL, FCM_PRIVATE_KEY). */
export type FcmSettings = { projectId: string; clientEmail: string; privateKey: string; timeoutMs?: number; fetch?: typeof fetch; now?: () => Date };

const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The service account's signed JWT assertion (RS256), as Google's OAuth 2.0 server-to-server flow takes it. */
export function serviceAccountAssertion(settings: Pick<FcmSettings, 'clientEmail' | 'privateKey'>, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(JSON.stringify({ iss: settings.clientEmail, scope: SCOPE, aud: TOKEN_URL, iat, exp: iat + 3600 }));
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(settings.privateKey);
  return `${header}.${claims}.${base64url(signature)}`;
}

/**
 * Firebase Cloud Messaging, HTTP v1 API: an access token from the service account (kept until a minute before it
 * expires), then `POST /v1/projects/{id}/messages:send` per token. 404 or `UNREGISTERED` → `gone`.
 */
export function fcmPushSender(settings: FcmSettings): PushSender {
  const doFetch = settings.fetch ?? fetch;
  const now = settings.now ?? (() => new Date());
  const signal = () => AbortSignal.timeout(settings.timeoutMs ?? 5000);
  let cached: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > now().getTime()) return cached.token;
    const body = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: serviceAccountAssertion(settings, now()) });
    const response = await doFetch(TOKEN_URL, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: signal() });
    if (!response.ok) throw new Error(`FCM: the access token was refused (${response.status})`);
    const answer = (await response.json()) as { access_token: string; expires_in: number };
    cached = { token: answer.access_token, until: now().getTime() + (answer.expires_in - 60) * 1000 };
    return answer.access_token;
  }

  return {
    async send(message) {
      const url = `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(settings.projectId)}/messages:send`;
      const payload = { message: { token: message.token, notification: { title: message.title, body: message.body }, data: message.data ?? {} } };
      const response = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: signal(),
      });
      if (response.ok) return { token: message.token, outcome: 'sent' };
      const text = await response.text();
      return { token: message.token, outcome: response.status === 404 || text.includes('UNREGISTERED') ? 'gone' : 'failed' };
    },
  };
}
