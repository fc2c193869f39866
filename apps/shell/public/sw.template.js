/* Crescendo's service worker (docs/decisions/0024-installable-shell-and-service-worker.md).
 * The gateway serves it at /sw.js with this deployment's version and entry files written in: a new
 * deployment is a new worker, whose cache holds one consistent set of shell and portal entry files. */
const VERSION = '__CRESCENDO_VERSION__';
const ENTRIES = /* __CRESCENDO_ENTRIES__ */ [];
const CACHE = `crescendo-${VERSION}`;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;
const NEVER = /^\/(api|realms|health)(\/|$)/;

self.addEventListener('install', (event) => {
  // Every entry file of this version, or none: a half-filled cache would mix versions offline.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ENTRIES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('crescendo-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Network first (what is deployed now), this version's copy when the network is away. */
async function networkFirst(request, cacheKey) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(cacheKey, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey);
    if (cached) return cached;
    throw error;
  }
}

/** A hashed file never changes: the copy if there is one, else the network (and keep it). */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    // Every page of the shell is its index.html (the shell routes it).
    event.respondWith(networkFirst(request, '/'));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (ENTRIES.includes(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
  }
});

/* The planning's reminders as notifications (issue 28 §3): the planning posts `{ title, body, url, tag }`
 * (its event's title; its date, call time and place), encrypted for this device, through its push service. */
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(message.title || 'Crescendo', {
      body: message.body || '',
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

/** A click opens the person's calendar page: in a window of the app already open, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      // A window this worker does not control cannot be navigated by it: a new one then.
      return open
        .navigate(target)
        .then((client) => (client || open).focus())
        .catch(() => self.clients.openWindow(target));
    }),
  );
});
