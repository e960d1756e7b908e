// The app's service worker: precaches every file of the build, so the app
// starts and plays with no network. Written by scripts/pwa/precache after
// each Trunk build, which fills in the build's file list and a version made
// from the files' contents: a new build installs a new cache, waits until the
// page says "reload" (message "skip-waiting"), then deletes the old one.
"use strict";

const VERSION = "__VERSION__";
const FILES = __FILES__;
// One app may be hosted at several sub-paths of one origin: caches are per scope.
const PREFIX = "boardgames:" + self.registration.scope + ":";
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
  // "reload": past the browser's HTTP cache, which may hold an older copy of
  // a file whose name carries no hash (bot-worker.js).
  const requests = FILES.map((file) => new Request(file, { cache: "reload" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

// Cache first (the build's files never change under one name); anything not
// cached goes to the network; a page address that fails offline gets the app.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then(
        (hit) =>
          hit ||
          fetch(request).catch((error) => {
            if (request.mode === "navigate") return cache.match("./");
            throw error;
          }),
      ),
    ),
  );
});
