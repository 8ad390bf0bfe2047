// "Nothing typed is ever lost": before the browser leaves a page where something was typed
// into a form that was not sent, it asks first. Only forms that save (method post) count;
// a form opts out with data-unsaved="ignore". A field counts as changed when it differs
// from what the page arrived with, so a form the server sent back with the typed values
// in it counts as unchanged until it is edited again.
(function () {
  "use strict";

  var sent = false;

  function watched(form) {
    return (form.getAttribute("method") || "").toLowerCase() === "post" &&
      form.getAttribute("data-unsaved") !== "ignore" &&
      !form.classList.contains("theme-switch");
  }

  function changed(field) {
    if (field.disabled) { return false; }
    var type = (field.type || "").toLowerCase();
    if (type === "hidden" || type === "submit" || type === "button" || type === "reset") { return false; }
    if (type === "checkbox" || type === "radio") { return field.checked !== field.defaultChecked; }
    if (field.tagName === "SELECT") {
      return Array.prototype.some.call(field.options, function (option) {
        return option.selected !== option.defaultSelected;
      });
    }
    if (type === "file") { return field.files && field.files.length > 0; }
    return field.value !== field.defaultValue;
  }

  function typedButNotSent() {
    return Array.prototype.some.call(document.forms, function (form) {
      return watched(form) && Array.prototype.some.call(form.elements, changed);
    });
  }

  // Any form sent from the page takes the page away on purpose: no question then.
  document.addEventListener("submit", function (event) {
    if (!event.defaultPrevented) { sent = true; }
  });
  // A submit handler that runs later (the theme switch) may still cancel the send.
  window.addEventListener("submit", function (event) {
    if (event.defaultPrevented) { sent = false; }
  });
  // Coming back to this page from the browser's history: ask again if needed.
  window.addEventListener("pageshow", function () { sent = false; });

  window.addEventListener("beforeunload", function (event) {
    if (sent || !typedButNotSent()) { return; }
    event.preventDefault();
    event.returnValue = "";
    return "";
  });
})();
