/*
 * Web push in the service worker (issue 16): imported by the generated sw.js (scripts/vite/pwa.ts, importScripts).
 * The server pushes {title, body, url} (src/contract/push.ts); a click focuses a tab of the app on that page, or
 * opens one.
 */

/** The app's tabs, those opened before the worker took over (a first visit) included. */
const appTabs = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

/**
 * A chat's page shows its messages live: a push about the chat the user is reading in a focused tab is not shown
 * (the browser asks for no notification while a tab of the app is on screen).
 */
function readingNow(url) {
  const page = chatPage(url);
  if (!page) return Promise.resolve(false);
  return appTabs().then((tabs) => tabs.some((tab) => tab.focused && tab.url === page.href));
}

/** The app's page of one chat that `url` names, or null for any other address. */
function chatPage(url) {
  let page;
  try {
    page = new URL(url, self.location.origin);
  } catch {
    return null;
  }
  return page.origin === self.location.origin && page.pathname.startsWith('/chats/') ? page : null;
}

const isChatPage = (url) => chatPage(url) !== null;

/** Lines a chat's notification shows at most: its newest messages, as a phone's chat apps show them. */
const CHAT_LINES_SHOWN = 4;

/** The push's text under the lines of the chat's notification still showing, if any, the newest last. */
function bodyWithEarlierLines(message) {
  if (!isChatPage(message.url)) return Promise.resolve(message.body);
  return self.registration.getNotifications({ tag: message.url }).then((shown) => {
    const earlier = shown.length > 0 ? shown[shown.length - 1].body.split('\n') : [];
    return [...earlier, message.body].slice(-CHAT_LINES_SHOWN).join('\n');
  });
}

self.addEventListener('push', (event) => {
  let message = { title: 'Naija Market', body: '', url: '/' };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    // A push that is not JSON still shows, as text.
    message.body = event.data ? event.data.text() : '';
  }
  // One notification per page (its tag), alerting again with each push; a chat's keeps its latest lines.
  const show = (body) =>
    self.registration.showNotification(message.title, {
      body,
      data: { url: message.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: message.url,
      renotify: true,
    });
  event.waitUntil(
    readingNow(message.url).then((reading) => (reading ? undefined : bodyWithEarlierLines(message).then(show))),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only the app's own pages: a push never opens another site.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    appTabs().then((tabs) => {
      const same = tabs.find((tab) => tab.url === url) || tabs[0];
      if (!same) return self.clients.openWindow(url);
      // A tab on its first visit is not under this worker and cannot be navigated from here: the page opens anew.
      return same
        .focus()
        .then((tab) => (tab && tab.url !== url ? tab.navigate(url) : tab))
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
