/*
 * Web push in the service worker (issue 16): imported by the generated sw.js (scripts/vite/pwa.ts, importScripts).
 * The server pushes {title, body, url} (src/contract/push.ts); a click focuses a tab of the app on that page, or
 * opens one.
 */
self.addEventListener('push', (event) => {
  let message = { title: 'Naija Market', body: '', url: '/' };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    // A push that is not JSON still shows, as text.
    message.body = event.data ? event.data.text() : '';
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      data: { url: message.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: message.url,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only the app's own pages: a push never opens another site.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const same = tabs.find((tab) => tab.url === url) || tabs[0];
      if (same) return same.focus().then((tab) => (tab && tab.url !== url && 'navigate' in tab ? tab.navigate(url) : tab));
      return self.clients.openWindow(url);
    }),
  );
});
