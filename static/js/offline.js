// Over HTTPS (the hosted address) the service worker keeps the rulebook, the calculator
// and the app shell for when the connection drops. On plain HTTP (a laptop on the home
// network) nothing is registered: browsers allow service workers on secure origins only.
(function () {
  "use strict";

  var script = document.currentScript;
  if (location.protocol !== "https:" || !("serviceWorker" in navigator) || !script) { return; }
  var url = script.getAttribute("data-service-worker");
  window.addEventListener("load", function () {
    navigator.serviceWorker.register(url, { scope: "/" }).catch(function () {
      // No worker (a private window, storage full): the pages still work online.
    });
  });
})();
