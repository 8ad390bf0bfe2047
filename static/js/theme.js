// The header's theme switch without a page load: the form is sent with fetch and the
// page changes theme in place, so whatever was typed on the page stays. Without this
// file (or if the server cannot be reached) the form is sent the ordinary way and the
// server sends the browser back to the same page.
(function () {
  "use strict";

  var form = document.querySelector("form.theme-switch");
  if (!form || !window.fetch || !window.FormData) { return; }
  var button = form.querySelector("button[name=theme]");
  if (!button) { return; }

  var NAMES = { auto: "device", dark: "dark", light: "light" };
  var NEXT = { auto: "dark", dark: "light", light: "auto" };
  var busy = false;

  function show(theme) {
    var next = NEXT[theme];
    document.documentElement.setAttribute("data-theme", theme);
    button.value = next;
    button.innerHTML = "";
    var icon = document.createElement("span");
    icon.setAttribute("aria-hidden", "true");
    icon.textContent = "\u25d0";
    var hint = document.createElement("span");
    hint.className = "visually-hidden";
    hint.textContent = " (switch to " + NAMES[next] + ")";
    button.appendChild(icon);
    button.appendChild(document.createTextNode(" Theme: " + NAMES[theme]));
    button.appendChild(hint);
  }

  form.addEventListener("submit", function (event) {
    var theme = button.value;
    if (!NAMES[theme]) { return; }
    event.preventDefault();
    if (busy) { return; }
    busy = true;
    var data = new FormData(form);
    data.set("theme", theme);
    fetch(form.action, {
      method: "POST",
      body: data,
      credentials: "same-origin",
      headers: { "X-Requested-With": "fetch" }
    })
      .then(function (response) {
        if (!response.ok) { throw new Error(String(response.status)); }
        show(theme);
        busy = false;
      })
      .catch(function () {
        // Could not switch in place: send the form the ordinary way.
        busy = false;
        form.submit();
      });
  });
})();
