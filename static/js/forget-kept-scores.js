// "Delete all my matches" also forgets the hole scores this phone kept because a save was
// not sent (kept-scores.js keeps them in localStorage, under one prefix): nothing of a
// deleted match stays behind in this browser.
(function () {
  "use strict";

  var PREFIX = "golfkeeper-kept:";
  var form = document.querySelector("form[data-forget-kept-scores]");
  if (!form) { return; }
  form.addEventListener("submit", function () {
    try {
      Object.keys(localStorage).forEach(function (key) {
        if (key.indexOf(PREFIX) === 0) { localStorage.removeItem(key); }
      });
    } catch (error) { /* no storage here: nothing was kept */ }
  });
})();
