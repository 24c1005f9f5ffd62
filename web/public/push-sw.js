/* Background push messages (web/src/components/push/): a plain Push API handler, no firebase SDK needed.
   FCM delivers `{ notification: { title, body }, data }`; a visible page gets the message to show as an
   alert, otherwise a system notification opens `data.path` when clicked. */
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { title: event.data ? event.data.text() : '' } };
  }
  const title = (payload.notification && payload.notification.title) || (payload.data && payload.data.title);
  if (!title) return;
  const body = (payload.notification && payload.notification.body) || (payload.data && payload.data.body) || '';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const visible = windows.find((client) => client.visibilityState === 'visible');
      if (visible) return visible.postMessage({ type: 'pilgrim-push', payload: { notification: { title, body }, data: payload.data || {} } });
      return self.registration.showNotification(title, { body, data: payload.data || {} });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || '/';
  event.waitUntil(self.clients.openWindow(path));
});
