// The live view and the table view (a page with [data-live] and its [data-live-part]s):
// hear of each change to the match over its stream (Server-Sent Events, data-events-url),
// then fetch the page again and swap in only the parts that differ, so nothing flickers
// and the scroll position stays. An idle page with a working stream sends no requests.
// Where the stream can't be held (no EventSource, a proxy that buffers, a stream that
// keeps breaking), ask for the match's version instead (data-state-url), less often the
// longer nothing changes, and try the stream again now and then. Without this file, a
// meta refresh in <noscript> reloads the page instead.
(function () {
  "use strict";

  var root = document.querySelector("[data-live]");
  if (!root || !window.fetch || !window.DOMParser) { return; }

  var stateUrl = root.getAttribute("data-state-url");
  var eventsUrl = root.getAttribute("data-events-url");
  var version = root.getAttribute("data-version");
  var seconds = Number(root.getAttribute("data-poll-seconds")) || 3;
  var status = root.querySelector("[data-live-status]");
  var canStream = Boolean(eventsUrl && window.EventSource);
  // Polling without a stream: from `seconds` up to this while nothing changes, and this
  // long between polls of a finished match whose stream has closed (is it reopened?).
  var SLOWEST_POLL = 10;
  var FINISHED_POLL = 60;
  // A stream that broke this often within a minute is given up for polling, for a minute.
  var BREAKS_TO_GIVE_UP = 3;
  var STREAM_RETRY = 60;
  var busy = false;
  var failures = 0;
  var timer = null;
  var gone = false;
  var source = null;
  var breaks = [];
  var finishedClosed = false;
  var delay = seconds;
  var retryStreamAt = 0;
  var refreshing = null;
  var wanted = null;

  function openDetails(part) {
    return Array.prototype.map.call(part.querySelectorAll("details"), function (d) { return d.open; });
  }

  function swap(fresh) {
    var changed = false;
    root.querySelectorAll("[data-live-part]").forEach(function (part) {
      var name = part.getAttribute("data-live-part");
      var next = fresh.querySelector('[data-live-part="' + name + '"]');
      if (!next || next.innerHTML === part.innerHTML) { return; }
      var open = openDetails(part);
      var scrollers = Array.prototype.map.call(part.querySelectorAll(".grid-scroll"), function (s) {
        return [s.scrollLeft, s.scrollTop];
      });
      part.innerHTML = next.innerHTML;
      if (window.golfkeeperLocalTimes) { window.golfkeeperLocalTimes(part); }
      part.querySelectorAll("details").forEach(function (d, i) { if (open[i]) { d.open = true; } });
      part.querySelectorAll(".grid-scroll").forEach(function (s, i) {
        if (scrollers[i]) { s.scrollLeft = scrollers[i][0]; s.scrollTop = scrollers[i][1]; }
      });
      changed = true;
    });
    return changed;
  }

  function say(text) {
    if (status) { status.textContent = text; }
  }

  function refresh(newVersion) {
    // One page fetch at a time; a version pushed meanwhile is fetched right after.
    wanted = newVersion;
    if (refreshing) { return refreshing; }
    refreshing = fetch(window.location.href, { headers: { "Accept": "text/html" }, cache: "no-store" })
      .then(function (response) {
        if (!response.ok) { throw new Error(String(response.status)); }
        return response.text();
      })
      .then(function (html) {
        var fresh = new DOMParser().parseFromString(html, "text/html");
        var freshRoot = fresh.querySelector("[data-live]");
        if (!freshRoot) { return; }
        version = freshRoot.getAttribute("data-version") || newVersion;
        root.setAttribute("data-version", version);
        if (swap(fresh)) {
          var heading = root.querySelector('[data-live-part="now"] h2');
          var time = new Date().toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
          say("Updated at " + time + (heading ? ": " + heading.textContent.trim() : "") + ".");
        }
      })
      .then(function () {
        refreshing = null;
        if (wanted !== null && Number(wanted) > Number(version)) { return refresh(wanted); }
      }, function (error) {
        refreshing = null;
        throw error;
      });
    return refreshing;
  }

  function stalled() {
    // The dot stops saying "live", and the words say whose connection it is.
    root.classList.add("live-stalled");
    say(navigator.onLine === false
      ? "This device is offline: scores update again when its Wi-Fi is back."
      : "No answer from the scorekeeper's server; still trying.");
  }

  function unstalled() {
    if (root.classList.contains("live-stalled")) {
      say("");
      root.classList.remove("live-stalled");
    }
  }

  function end(statusCode, message) {
    // The match was deleted (404) or its view link replaced (410): nothing more will come,
    // so stop listening and asking, and say why, in the server's words when it sent them.
    gone = true;
    window.clearTimeout(timer);
    if (source) { source.close(); source = null; }
    var note = root.querySelector(".live-note");
    if (note) { note.hidden = true; }
    if (statusCode === 404) {
      say(message || "This match is no longer there.");
      return;
    }
    // Said in full, however many lines it takes: this page will not change again.
    if (status) { status.classList.add("live-ended"); }
    // Its QR code is the old link: don't pass it on.
    var passOn = document.querySelector(".pass-on");
    if (passOn) { passOn.hidden = true; }
    say(message || "This link was replaced by the scorekeeper. Ask them for the new link or QR code.");
  }

  function pollIn(wait) {
    window.clearTimeout(timer);
    timer = window.setTimeout(poll, wait * 1000);
  }

  function listen() {
    if (!canStream || gone || source) { return; }
    window.clearTimeout(timer);
    finishedClosed = false;
    source = new window.EventSource(eventsUrl + "?version=" + encodeURIComponent(version));
    source.onopen = function () {
      // Nothing to ask while the stream holds: the server says when the match changes.
      window.clearTimeout(timer);
      failures = 0;
      unstalled();
    };
    source.addEventListener("version", function (message) {
      var data = JSON.parse(message.data);
      unstalled();
      if (String(data.version) !== String(version)) { refresh(data.version).catch(function () {}); }
    });
    source.addEventListener("gone", function (message) {
      var data = JSON.parse(message.data);
      end(data.status, data.error);
    });
    source.addEventListener("closed", function () {
      // A finished match's stream ends a while after the finish: ask now and then
      // whether it was reopened.
      source.close();
      source = null;
      finishedClosed = true;
      pollIn(FINISHED_POLL);
    });
    source.onerror = function () {
      if (!source) { return; }
      if (source.readyState === window.EventSource.CLOSED) {
        // Refused (the match gone, finished long ago, too many pages open here): one
        // poll says which, and polling carries on if the stream can't be had.
        source = null;
        retryStreamAt = Date.now() + STREAM_RETRY * 1000;
        poll();
        return;
      }
      // The browser reconnects by itself, sending the last version it saw.
      var now = Date.now();
      breaks = breaks.filter(function (at) { return now - at < 60000; });
      breaks.push(now);
      if (breaks.length >= BREAKS_TO_GIVE_UP) {
        stalled();
        source.close();
        source = null;
        breaks = [];
        retryStreamAt = now + STREAM_RETRY * 1000;
        delay = seconds;
        poll();
      }
    };
  }

  function poll() {
    if (gone) { return; }
    if (busy || document.hidden) { pollIn(delay); return; }
    busy = true;
    var changed = false;
    // "no-cache": the browser sends its copy's ETag and gets a bodiless 304 while nothing changed.
    fetch(stateUrl, { headers: { "Accept": "application/json" }, cache: "no-cache" })
      .then(function (response) {
        if (response.status === 404 || response.status === 410) {
          var code = response.status;
          return response.json()
            .then(function (body) { end(code, body && body.error); })
            .catch(function () { end(code); })
            .then(function () { return null; });
        }
        if (!response.ok) { throw new Error(String(response.status)); }
        return response.json();
      })
      .then(function (state) {
        if (!state) { return; }
        if (failures >= 3) { unstalled(); }
        failures = 0;
        if (finishedClosed && !state.finished) {
          // Reopened: follow its stream again.
          finishedClosed = false;
          retryStreamAt = 0;
        }
        if (state.finished && !source) { finishedClosed = true; }
        if (String(state.version) !== String(version)) {
          changed = true;
          return refresh(state.version);
        }
      })
      .catch(function () {
        failures += 1;
        if (failures === 3) { stalled(); }
      })
      .then(function () {
        busy = false;
        if (gone) { return; }
        if (canStream && !finishedClosed && Date.now() >= retryStreamAt) {
          listen();
          return;
        }
        if (finishedClosed) {
          delay = FINISHED_POLL;
        } else if (changed) {
          delay = seconds;
        } else {
          delay = Math.min(delay * (failures ? 2 : 1.5), failures ? 30 : SLOWEST_POLL);
        }
        pollIn(delay);
      });
  }

  window.addEventListener("online", function () {
    if (!source && !gone) { delay = seconds; poll(); }
  });
  document.addEventListener("visibilitychange", function () {
    if (!document.hidden && !source && !gone) { delay = seconds; poll(); }
  });

  if (canStream) {
    listen();
  } else {
    pollIn(seconds);
  }
})();
