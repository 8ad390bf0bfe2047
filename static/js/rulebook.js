// Rulebook niceties. Every page works without this file: it only adds a copy button for
// answer links, a print button on rule sheets, and picks the table's rules on change.
(function () {
  "use strict";

  // Copy a link: the clipboard API needs a secure context, which a LAN address is not,
  // so fall back to selecting the text and the old copy command.
  document.querySelectorAll("[data-permalink]").forEach(function (input) {
    input.addEventListener("focus", function () { input.select(); });
    var button = input.parentElement.querySelector("[data-copy]");
    if (!button) { return; }
    button.hidden = false;
    button.addEventListener("click", function () {
      var done = function () {
        button.textContent = "Copied";
        window.setTimeout(function () { button.textContent = "Copy link"; }, 2000);
      };
      var fallback = function () {
        input.focus();
        input.select();
        try {
          if (document.execCommand("copy")) { done(); }
        } catch (error) { /* the link stays selected for a manual copy */ }
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(input.value).then(done, fallback);
      } else {
        fallback();
      }
    });
  });

  document.querySelectorAll("[data-print]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () { window.print(); });
  });

  document.querySelectorAll("form[data-autosubmit] select").forEach(function (select) {
    select.addEventListener("change", function () { select.form.submit(); });
  });
})();
