// "Keep the screen awake" for the scorekeeper's phone, with the browser's Wake Lock API.
// The button stays hidden without JavaScript or without the API (and over plain HTTP on
// a LAN most browsers do not offer it): the phone then just sleeps as usual.
(function () {
  "use strict";

  var button = document.querySelector("[data-wake-lock]");
  var status = document.querySelector("[data-wake-lock-status]");
  if (!button || !("wakeLock" in navigator)) { return; }

  var STORE = "golfkeeper-wake-lock";
  var lock = null;
  var wanted = false;

  function show(on, message) {
    button.setAttribute("aria-pressed", on ? "true" : "false");
    button.textContent = on ? "Screen stays awake" : "Keep the screen awake";
    if (status) { status.textContent = message || ""; }
  }

  function acquire() {
    return navigator.wakeLock.request("screen").then(function (sentinel) {
      lock = sentinel;
      show(true, "");
      // The browser lets go when the page is hidden; the visibility handler asks again.
      lock.addEventListener("release", function () {
        lock = null;
        if (!wanted) { show(false, ""); }
      });
    }, function () {
      wanted = false;
      show(false, "This browser would not keep the screen awake (low battery, or not allowed).");
    });
  }

  function release() {
    wanted = false;
    if (lock) { lock.release(); lock = null; }
    show(false, "");
  }

  button.hidden = false;
  button.addEventListener("click", function () {
    if (wanted) {
      release();
      try { window.sessionStorage.removeItem(STORE); } catch (error) { /* private mode */ }
    } else {
      wanted = true;
      try { window.sessionStorage.setItem(STORE, "1"); } catch (error) { /* private mode */ }
      acquire();
    }
  });

  document.addEventListener("visibilitychange", function () {
    if (wanted && !lock && document.visibilityState === "visible") { acquire(); }
  });

  // Saving a hole loads the page again: keep the choice made on this tab.
  try {
    if (window.sessionStorage.getItem(STORE) === "1") { wanted = true; acquire(); }
  } catch (error) { /* private mode */ }
})();
