// Every stored time a page shows is a <time datetime="...Z" data-local="style">, its text the
// server's clock naming its zone ("07 Dec 2026, 01:19 UTC"). Here each is written again in
// this phone's own time zone and language (Intl.DateTimeFormat), the full moment with its
// zone kept as the element's title. live.js calls it again on the parts it swaps in. Without
// this file, or without Intl, the server's words stay, and they say their zone.
(function () {
  "use strict";

  if (!window.Intl || !window.Intl.DateTimeFormat) { return; }

  var DATE = { day: "numeric", month: "short", year: "numeric" };
  var STYLES = {
    date: DATE,
    minute: { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
    second: {
      day: "numeric", month: "short", year: "numeric",
      hour: "numeric", minute: "2-digit", second: "2-digit"
    },
    clock: { hour: "numeric", minute: "2-digit", second: "2-digit" }
  };
  var FULL = {
    day: "numeric", month: "long", year: "numeric",
    hour: "numeric", minute: "2-digit", second: "2-digit", timeZoneName: "short"
  };
  var formats = {};

  function format(style) {
    if (!formats[style]) {
      // undefined: the browser's own language; no timeZone: the phone's own zone.
      formats[style] = new window.Intl.DateTimeFormat(undefined, STYLES[style]);
    }
    return formats[style];
  }

  function localTimes(root) {
    (root || document).querySelectorAll("time[data-local][datetime]").forEach(function (time) {
      var style = time.getAttribute("data-local");
      var moment = new Date(time.getAttribute("datetime"));
      if (!STYLES[style] || isNaN(moment.getTime())) { return; }
      time.textContent = format(style).format(moment);
      if (!formats.full) { formats.full = new window.Intl.DateTimeFormat(undefined, FULL); }
      time.title = formats.full.format(moment);
    });
  }

  window.golfkeeperLocalTimes = localTimes;
  localTimes(document);
})();
