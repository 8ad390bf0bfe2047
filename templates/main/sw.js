// golfkeeper's service worker (served at /sw.js, hosted over HTTPS only). It keeps the app
// shell (styles, scripts, icons, the offline page) and the rulebook and calculator pages,
// so they open without a connection. It never answers a form that saves (only GETs pass
// through it) and never keeps a score sheet: an old copy would show old scores as current.
// Nor a page that names a match (the calculator or the rulebook opened from a score sheet,
// "?match=N"): it shows the match's name and players, which must not outlive the right to
// see them. The plain calculator is kept, and with it the names and house rules of the
// tables it offers (this browser's own, as it last opened the page online: the next visit
// online replaces the copy). "Delete my matches" drops every page kept.
"use strict";

var VERSION = {{ version|tojson }};
var SHELL = "golfkeeper-shell-" + VERSION;
var PAGES = "golfkeeper-pages-" + VERSION;
var SHELL_URLS = {{ shell|tojson }};
var KEPT_PAGES = {{ kept_pages|tojson }};  // path prefixes
var NOT_KEPT = ["/rules/table/"];  // a match's own table rules belong with the match
var OFFLINE_URL = {{ offline_url|tojson }};
var FORGET_URL = {{ forget_url|tojson }};  // "Delete my matches", posted

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(SHELL).then(function (cache) { return cache.addAll(SHELL_URLS); })
      .then(function () { return self.skipWaiting(); })
  );
});

// A new release's worker drops the caches of the one before.
self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name.indexOf("golfkeeper-") === 0 && name !== SHELL && name !== PAGES;
      }).map(function (name) { return caches.delete(name); }));
    }).then(function () { return self.clients.claim(); })
  );
});

function startsWithAny(path, prefixes) {
  return prefixes.some(function (prefix) { return path.indexOf(prefix) === 0; });
}

function mayKeep(url) {
  return startsWithAny(url.pathname, KEPT_PAGES) && !startsWithAny(url.pathname, NOT_KEPT) &&
    !url.searchParams.has("match");
}

// Network first: a page opened online is kept (replacing the older copy); offline, the
// kept copy, else the offline page.
function keptPage(request) {
  return fetch(request).then(function (response) {
    if (response.ok) {
      var copy = response.clone();
      caches.open(PAGES).then(function (cache) { return cache.put(request, copy); });
    }
    return response;
  }, function () {
    return caches.match(request).then(function (kept) {
      return kept || caches.match(OFFLINE_URL);
    });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) { return; }
  if (request.method === "POST" && url.pathname === FORGET_URL) {
    // The form goes to the server as it is; the pages kept here go meanwhile.
    event.waitUntil(caches.delete(PAGES));
    return;
  }
  if (request.method !== "GET") { return; }
  if (url.pathname.indexOf("/static/") === 0) {
    // Asset URLs carry their content hash: a kept copy is the right one.
    event.respondWith(caches.match(request).then(function (kept) {
      return kept || fetch(request);
    }));
  } else if (request.mode === "navigate") {
    if (mayKeep(url)) {
      event.respondWith(keptPage(request));
    } else {
      event.respondWith(fetch(request).catch(function () { return caches.match(OFFLINE_URL); }));
    }
  }
});
