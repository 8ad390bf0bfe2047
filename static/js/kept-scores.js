// A hole's scores survive a save sent while the connection drops. Pressing Save keeps
// what was typed in this phone's localStorage (keyed by the form's address, so by match
// and hole, with the hole's version the form was opened with), then sends the form with
// fetch:
// - only a save acknowledged (the app's redirect to the score sheet) clears the kept copy;
// - the app's own refusal (422, the 409 compare page, 400) is sent again as a normal post,
//   which saves nothing, so the page shows exactly what it would without this script; the
//   kept copy stays until the hole is seen saved as typed (see the end of this file);
// - an answer that is not the app's (a proxy's 502, 503 or 400: no Content-Security-Policy
//   header, which the app puts on every answer) or a server error (5xx) leaves the page as
//   it is with a line by the save button, to press Save again;
// - no answer leaves the page as it is with a line by the save button; when the browser
//   is online again the form is sent once more, by itself.
// Scores are kept as they are typed too, so leaving the page by any link, a reload or the
// phone locking loses nothing (and leaving does not ask). A form opened later (Back,
// reload, another visit) fills kept scores in again, marked as not saved, when they were
// typed against the hole as it is saved now; typed before another phone saved the hole,
// they are only offered (put them back or discard), never put over that save unasked.
// Without this script, or without localStorage, the form posts as it always did.
// "Delete all my matches" (its form marked data-forget-kept-scores) forgets every kept copy
// too: nothing of a deleted match stays behind in this browser.
(function () {
  "use strict";

  var PREFIX = "golfkeeper-kept:";
  var deleteAll = document.querySelector("form[data-forget-kept-scores]");
  if (deleteAll) {
    deleteAll.addEventListener("submit", function () {
      try {
        Object.keys(localStorage).forEach(function (name) {
          if (name.indexOf(PREFIX) === 0) { localStorage.removeItem(name); }
        });
      } catch (error) { /* no storage here: nothing was kept */ }
    });
  }
  var form = document.querySelector("form.hole-form[data-keep-scores]");
  var notice = form && form.querySelector("[data-not-sent]");
  if (!form || !notice || !window.fetch || !storageWorks()) { return; }
  var key = PREFIX + new URL(form.action, location.href).pathname;
  var sending = false;
  var waiting = false;  // sent and not answered: send again when the browser is online

  function storageWorks() {
    try {
      localStorage.setItem(PREFIX + "probe", "1");
      localStorage.removeItem(PREFIX + "probe");
      return true;
    } catch (error) {
      return false;
    }
  }

  // Every field the form would send, as {name: [values]}, but its CSRF token: the page
  // the scores are put back on has a token of its own.
  function typed() {
    var values = {};
    new FormData(form).forEach(function (value, name) {
      if (name === "csrf_token" || typeof value !== "string") { return; }
      (values[name] = values[name] || []).push(value);
    });
    return values;
  }

  function kept() {
    try {
      var draft = JSON.parse(localStorage.getItem(key) || "null");
      return draft && draft.values ? draft : null;
    } catch (error) {
      return null;
    }
  }

  function keep(values) {
    try {
      localStorage.setItem(key, JSON.stringify({ values: values, at: Date.now() }));
      return true;
    } catch (error) {
      return false;
    }
  }

  function forget() {
    try { localStorage.removeItem(key); } catch (error) { /* nothing kept to forget */ }
  }

  function say(text) {
    notice.textContent = text;
    notice.hidden = !text;
  }

  // Leaving the page no longer loses anything: unsaved.js need not ask.
  function letGo() { form.setAttribute("data-unsaved", "ignore"); }

  function send() {
    if (sending) { return; }
    sending = true;
    waiting = false;
    say("Sending…");
    fetch(form.action, {
      method: "POST",
      body: new FormData(form),
      credentials: "same-origin",
      redirect: "manual",
    }).then(function (response) {
      if (response.type === "opaqueredirect") {
        // Saved: the server's redirect goes to the score sheet, with its "saved" line.
        forget();
        letGo();
        location.assign(form.getAttribute("data-saved-url"));
      } else if (response.status >= 500 || !response.headers.has("Content-Security-Policy")) {
        // A server restarting, or the proxy in front answering for it: nothing was saved.
        sending = false;
        say("Not saved: the server answered " + response.status +
          " (it may be restarting). Kept on this phone: press Save again.");
      } else {
        letGo();
        form.submit();
      }
    }, function () {
      sending = false;
      waiting = true;
      say(navigator.onLine
        ? "Not sent: the app did not answer. Kept on this phone: press Save again."
        : "Not sent: no connection. Kept on this phone, sent when the Wi-Fi is back.");
    });
  }

  // Every score typed is kept as it is typed: leaving the page by any link, a reload or
  // the phone locking loses nothing, so leaving need not ask ("Leave site?").
  letGo();
  var touched = false;  // typed into since the page opened
  function keepTyped() {
    touched = true;
    if (!sending) { keep(typed()); }
  }
  form.addEventListener("input", keepTyped);
  form.addEventListener("change", keepTyped);
  window.addEventListener("pagehide", function () {
    if (touched && !sending) { keep(typed()); }
  });

  form.addEventListener("submit", function (event) {
    var button = event.submitter;
    if (button && button.hasAttribute("formaction")) { return; }  // the calculator trip
    if (!keep(typed())) { return; }  // storage full: a normal post
    event.preventDefault();
    letGo();
    var offer = form.querySelector("[data-kept-offer]");
    if (offer) { offer.remove(); }
    send();
  });

  window.addEventListener("online", function () {
    // What the fields hold now: a score corrected while offline is the one sent.
    if (waiting && keep(typed())) { send(); }
  });

  // --- Kept scores found when the form opens.
  function fields(name) {
    return Array.prototype.filter.call(form.elements, function (field) {
      return field.name === name;
    });
  }

  function valueOf(draft, name) {
    return (draft.values[name] || [""])[0];
  }

  // A score the page's own address fills in (the calculator's "Use this score" opens the
  // hole as /holes/N?player-ID=points) is the newest thing typed: a kept copy never
  // overwrites it.
  var givenByAddress = new URLSearchParams(location.search);

  function putBack(draft) {
    Array.prototype.forEach.call(form.elements, function (field) {
      if (!field.name || field.name === "csrf_token" || field.type === "submit") { return; }
      if (givenByAddress.has(field.name)) { return; }
      // A kept blank never empties a score the server filled in (a saved score, or the
      // calculator's kept for this hole): it is only a field left untouched.
      if (!(draft.values[field.name] || [""])[0] && field.defaultValue &&
          field.type !== "hidden" && field.type !== "checkbox" && field.type !== "radio" &&
          field.tagName !== "SELECT") { return; }
      var values = draft.values[field.name] || [];
      if (field.type === "checkbox" || field.type === "radio") {
        field.checked = values.indexOf(field.value) !== -1;
      } else if (field.name in draft.values || field.type !== "hidden") {
        field.value = values[0] || "";
      }
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }

  // What differs from the form as the server filled it in (the hole as saved now).
  function differences(draft) {
    var lines = [];
    Object.keys(draft.values).forEach(function (name) {
      if (name === "version" || name === "editing") { return; }
      var field = fields(name)[0];
      if (!field || field.type === "hidden" || givenByAddress.has(name)) { return; }
      var value = valueOf(draft, name);
      if (!value && field.defaultValue && field.type !== "checkbox" && field.tagName !== "SELECT") {
        return;  // kept blank, server's score: putBack keeps the server's
      }
      var now = field.type === "checkbox" ? (field.checked ? field.value : "") : field.value;
      if (value === now) { return; }
      var label = field.id && form.querySelector('label[for="' + field.id + '"]');
      var shown = value;
      if (field.tagName === "SELECT") {
        var option = Array.prototype.find.call(field.options, function (o) { return o.value === value; });
        shown = option ? option.textContent.trim() : value;
      }
      if (field.type !== "checkbox") {
        lines.push((label ? label.textContent.trim() : name) + " " + (shown || "blank"));
      }
    });
    return lines;
  }

  function typedAt(draft) {
    return new Date(draft.at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  }

  // Kept scores typed against the hole as it is saved now: filled in at once, marked as
  // not saved, with a way to throw them away.
  function filledIn(draft, lines) {
    putBack(draft);
    form.classList.add("not-saved");
    var box = document.createElement("div");
    box.className = "kept-offer";
    box.setAttribute("data-kept-offer", "");
    box.setAttribute("role", "status");
    var text = document.createElement("p");
    text.textContent = "Not saved yet: scores typed on this phone at " + typedAt(draft) +
      " are filled in: " + lines.join(", ") + ". Press Save to send them.";
    var discard = document.createElement("button");
    discard.type = "button";
    discard.className = "button small";
    discard.textContent = "Discard";
    discard.addEventListener("click", function () {
      form.removeEventListener("input", keepTyped);
      form.removeEventListener("change", keepTyped);
      form.reset();  // the hole as the server filled it in
      forget();
      form.classList.remove("not-saved");
      box.remove();
      form.addEventListener("input", keepTyped);
      form.addEventListener("change", keepTyped);
    });
    var actions = document.createElement("div");
    actions.className = "offer-actions";
    actions.append(discard);
    box.append(text, actions);
    form.insertBefore(box, form.querySelector(".hole-fields"));
  }

  // Kept scores typed before the hole was saved again (by another phone): never put over
  // that save unasked; offered, to compare.
  function offer(draft, lines) {
    var box = document.createElement("div");
    box.className = "kept-offer";
    box.setAttribute("data-kept-offer", "");
    box.setAttribute("role", "status");
    var text = document.createElement("p");
    text.textContent = "Not sent yet: this phone kept scores typed at " + typedAt(draft) +
      ": " + lines.join(", ") + ". The hole was saved since: check them before saving.";
    var restore = document.createElement("button");
    restore.type = "button";
    restore.className = "button primary small";
    restore.textContent = "Put them back";
    var discard = document.createElement("button");
    discard.type = "button";
    discard.className = "button small";
    discard.textContent = "Discard";
    restore.addEventListener("click", function () {
      putBack(draft);
      box.remove();
      say("Kept scores put back: press Save to send them.");
    });
    discard.addEventListener("click", function () {
      forget();
      box.remove();
    });
    var actions = document.createElement("div");
    actions.className = "offer-actions";
    actions.append(restore, discard);
    box.append(text, actions);
    form.insertBefore(box, form.querySelector(".hole-fields"));
  }

  var draft = kept();
  if (draft) {
    var lines = differences(draft);
    if (!lines.length) {
      forget();  // the hole is saved as it was typed: nothing left to send
    } else if (valueOf(draft, "version") === fields("version")[0].value) {
      filledIn(draft, lines);
    } else if (lines.length) {
      offer(draft, lines);
    } else {
      forget();  // the hole is saved as it was typed: nothing left to send
    }
  }
})();
