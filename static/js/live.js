// The live view and the table view (a page with [data-live] and its [data-live-part]s):
// ask the server for the match's version every few seconds; when it changes, fetch the
// page again and swap in only the parts that differ, so nothing flickers and the scroll
// position stays. Without this file, a meta refresh in <noscript> reloads the page instead.
(function () {
  "use strict";

  var root = document.querySelector("[data-live]");
  if (!root || !window.fetch || !window.DOMParser) { return; }

  var stateUrl = root.getAttribute("data-state-url");
  var version = root.getAttribute("data-version");
  var seconds = Number(root.getAttribute("data-poll-seconds")) || 3;
  var status = root.querySelector("[data-live-status]");
  var busy = false;
  var failures = 0;
  var timer = null;
  var gone = false;

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
    return fetch(window.location.href, { headers: { "Accept": "text/html" }, cache: "no-store" })
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
      });
  }

  function poll() {
    if (busy || gone || document.hidden) { return; }
    busy = true;
    // "no-cache": the browser sends its copy's ETag and gets a bodiless 304 while nothing changed.
    fetch(stateUrl, { headers: { "Accept": "application/json" }, cache: "no-cache" })
      .then(function (response) {
        if (response.status === 404 || response.status === 410) {
          // The match was deleted (404) or its view link replaced (410): nothing more will
          // come, so stop asking and say why, in the server's words when it sent them.
          gone = true;
          window.clearInterval(timer);
          var note = root.querySelector(".live-note");
          if (note) { note.hidden = true; }
          if (response.status === 404) {
            say("This match is no longer there.");
            return null;
          }
          var replaced = "This link was replaced by the scorekeeper. Ask them for the new link or QR code.";
          // Said in full, however many lines it takes: this page will not change again.
          if (status) { status.classList.add("live-ended"); }
          // Its QR code is the old link: don't pass it on.
          var passOn = document.querySelector(".pass-on");
          if (passOn) { passOn.hidden = true; }
          return response.json()
            .then(function (body) { say((body && body.error) || replaced); })
            .catch(function () { say(replaced); })
            .then(function () { return null; });
        }
        if (!response.ok) { throw new Error(String(response.status)); }
        return response.json();
      })
      .then(function (state) {
        if (!state) { return; }
        if (failures >= 3) {
          say("");
          root.classList.remove("live-stalled");
        }
        failures = 0;
        if (String(state.version) !== String(version)) { return refresh(state.version); }
      })
      .catch(function () {
        failures += 1;
        if (failures === 3) {
          // The dot stops saying "live", and the words say whose connection it is.
          root.classList.add("live-stalled");
          say(navigator.onLine === false
            ? "This device is offline: scores update again when its Wi-Fi is back."
            : "No answer from the scorekeeper's server; still trying.");
        }
      })
      .then(function () { busy = false; });
  }

  window.addEventListener("online", poll);

  timer = window.setInterval(poll, seconds * 1000);
  document.addEventListener("visibilitychange", function () {
    if (!document.hidden) { poll(); }
  });
})();
