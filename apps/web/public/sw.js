// Service worker of the public site: static assets (hashed bundles, images, fonts, icons) are
// served from a cache after their first download; public pages go to the network first and fall
// back to their cached copy when offline. The API and the portal are never cached. Spec §8:
// service-worker errors are only logged.
const CACHE = 'public-v1';
const STATIC = /^\/(assets|images|icons)\/|\.(svg|png|ico|woff2?)$/;
// The API and the portal's roots in the table of pages (@crm/shared site-pages.ts PORTAL_ROOTS); a
// static file cannot import it, so routes.test.ts checks that this list matches the table.
const PRIVATE = /^\/(api|admin|login|reset-password|portal|account)(\/|$)/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim())
      .catch((error) => console.error('service worker: activate failed', error)),
  );
});

/** Keeps a copy of a good answer, in the background. */
function store(request, response) {
  if (!response.ok) return;
  const copy = response.clone();
  caches
    .open(CACHE)
    .then((cache) => cache.put(request, copy))
    .catch((error) => console.error('service worker: caching failed', error));
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  store(request, response);
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    store(request, response);
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    console.error('service worker: offline and not cached', request.url, error);
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || PRIVATE.test(url.pathname)) return;
  if (STATIC.test(url.pathname)) event.respondWith(cacheFirst(request));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(request));
});
