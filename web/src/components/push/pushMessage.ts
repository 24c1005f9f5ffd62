/** What a foreground alert shows: the notification's title and body (spec §2). */
export type PushAlertMessage = { title: string; body: string };

type Payload = { notification?: { title?: string; body?: string }; data?: Record<string, string> } | null | undefined;

/** A firebase message payload (or the service worker's forward of one) as an alert; null when it has no title. */
export function alertOf(payload: Payload): PushAlertMessage | null {
  const title = payload?.notification?.title ?? payload?.data?.title;
  if (!title) return null;
  return { title, body: payload?.notification?.body ?? payload?.data?.body ?? '' };
}
