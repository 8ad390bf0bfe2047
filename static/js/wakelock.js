// "Keep the screen awake" for the scorekeeper's phone. Three ways, best first:
// - the Wake Lock API, where the browser offers it (a secure context: HTTPS or localhost);
// - over plain HTTP on a LAN, where it is missing, a tiny silent looping video played from
//   the button's tap (NoSleep.js, vendored in static/vendor/nosleep), which browsers keep
//   the screen on for;
// - where neither works, a one-line hint to lengthen the screen timeout.
// The button says the screen stays awake only once the browser agreed.
(function () {
  "use strict";

  var button = document.querySelector("[data-wake-lock]");
  var status = document.querySelector("[data-wake-lock-status]");
  if (!button) { return; }

  var HINT = "This phone may dim the screen: lengthen its screen timeout in Settings.";
  var STORE = "golfkeeper-wake-lock";
  var native = "wakeLock" in navigator;
  var video = !native && typeof window.NoSleep === "function" ? new window.NoSleep() : null;
  var lock = null;
  var wanted = false;

  function show(on, message) {
    button.setAttribute("aria-pressed", on ? "true" : "false");
    button.textContent = on ? "Screen stays awake" : "Keep the screen awake";
    if (status) { status.textContent = message || ""; }
  }

  // A refusal of a tap gets the hint; one of a page coming back (the video may not play
  // again without a tap) just shows the button off, for the next tap.
  function refusal(tapped) {
    return function () {
      wanted = false;
      show(false, tapped ? HINT : "");
    };
  }

  function acquire(tapped) {
    if (video) {
      return video.enable().then(function () { show(true, ""); }, refusal(tapped));
    }
    return navigator.wakeLock.request("screen").then(function (sentinel) {
      lock = sentinel;
      show(true, "");
      // The browser lets go when the page is hidden; the visibility handler asks again.
      lock.addEventListener("release", function () {
        lock = null;
        if (!wanted) { show(false, ""); }
      });
    }, refusal(tapped));
  }

  function release() {
    wanted = false;
    if (video) { video.disable(); }
    if (lock) { lock.release(); lock = null; }
    show(false, "");
  }

  if (!native && !video) {
    if (status) { status.textContent = HINT; }
    return;
  }

  button.hidden = false;
  button.addEventListener("click", function () {
    if (wanted) {
      release();
      try { window.sessionStorage.removeItem(STORE); } catch (error) { /* private mode */ }
    } else {
      wanted = true;
      try { window.sessionStorage.setItem(STORE, "1"); } catch (error) { /* private mode */ }
      acquire(true);
    }
  });

  document.addEventListener("visibilitychange", function () {
    // The browser pauses the video while the page is hidden: play it again (playing one
    // that still plays changes nothing).
    if (wanted && document.visibilityState === "visible" && (video || !lock)) { acquire(false); }
  });

  // Saving a hole loads the page again: keep the choice made on this tab.
  try {
    if (window.sessionStorage.getItem(STORE) === "1") { wanted = true; acquire(false); }
  } catch (error) { /* private mode */ }
})();
