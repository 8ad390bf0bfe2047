// Copy buttons for links shown in a field: a match's view and edit links, a rule answer's
// link. Without JavaScript the links stay readable and selectable in their fields; the
// buttons only appear when this file runs.
(function () {
  "use strict";

  // The clipboard API needs a secure context, which a LAN address is not: fall back to
  // selecting the text and the old copy command.
  document.querySelectorAll("[data-share-link], [data-permalink]").forEach(function (input) {
    input.addEventListener("focus", function () { input.select(); });
    var button = input.parentElement.querySelector("[data-copy]");
    if (!button) { return; }
    var label = button.textContent;
    button.hidden = false;
    if (input.labels && input.labels[0]) {
      // Several copy buttons on one page: each names the link it copies.
      button.setAttribute("aria-label", "Copy the " + input.labels[0].textContent.toLowerCase());
    }
    button.addEventListener("click", function () {
      var done = function () {
        button.textContent = "Copied";
        window.setTimeout(function () { button.textContent = label; }, 2000);
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
})();
