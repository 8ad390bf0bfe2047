// The calculator without reloads: as cards are picked, ask the server for the same page and
// swap in the parts that changed. Every score, reason and message comes from the server
// (the rules engine owns the rules); without this script the form works by plain GET.
(() => {
  "use strict";

  const form = document.getElementById("calc-form");
  if (!form || !window.fetch || !window.DOMParser || !window.URLSearchParams) {
    return;
  }
  document.documentElement.classList.add("calc-js");

  let latest = 0;
  const filledPositions = () => new Set(slotRadios().map((radio) => radio.value).filter(hasRank));
  // Which positions had a rank before the latest pick: a first rank moves on to the next.
  let filled;

  const positionOf = (name) => name.replace(/^(rank|suit)-/, "");
  const hasRank = (key) => form.querySelector(`input[name="rank-${key}"]:checked`) !== null;
  const slotRadios = () => Array.from(form.querySelectorAll("input[name=at]"));

  function showPicker(key) {
    for (const radio of slotRadios()) {
      radio.checked = radio.value === key;
    }
    for (const picker of form.querySelectorAll(".picker")) {
      picker.classList.toggle("current", picker.dataset.at === key);
    }
  }

  function paramsFor(extra) {
    const params = new URLSearchParams(new FormData(form));
    for (const [key, value] of Object.entries(extra || {})) {
      params.set(key, value);
    }
    return params;
  }

  function setBusy(busy) {
    for (const id of ["calc-columns", "calc-result"]) {
      const region = document.getElementById(id);
      if (region) {
        region.setAttribute("aria-busy", busy ? "true" : "false");
        region.classList.toggle("is-stale", busy);
      }
    }
  }

  function syncAttribute(from, to, name) {
    if (from.hasAttribute(name)) {
      to.setAttribute(name, from.getAttribute(name));
    } else {
      to.removeAttribute(name);
    }
  }

  function apply(doc, sentText) {
    const newForm = doc.getElementById("calc-form");
    const active = document.activeElement;
    const activeId = active && form.contains(active) ? active.id : null;
    const newGrid = doc.getElementById("calc-grid");
    const grid = document.getElementById("calc-grid");
    if (newGrid && grid && newGrid.dataset.signature !== grid.dataset.signature) {
      grid.replaceWith(document.importNode(newGrid, true)); // another game or the joker
    }
    const typing = active && active.id === "layout" && active.value !== sentText;
    for (const fresh of doc.querySelectorAll("[data-live][id]")) {
      const current = document.getElementById(fresh.id);
      if (!current || (typing && fresh.id === "layout-field")) {
        continue;
      }
      current.className = fresh.className;
      current.innerHTML = fresh.innerHTML;
    }
    for (const fresh of newForm.querySelectorAll("input[type=radio][id], input[type=hidden][id]")) {
      const current = document.getElementById(fresh.id);
      if (!current) {
        continue;
      }
      if (fresh.type === "radio") {
        current.checked = fresh.checked;
      } else {
        current.value = fresh.value;
      }
      syncAttribute(fresh, current, "aria-invalid");
      syncAttribute(fresh, current, "aria-describedby");
    }
    for (const details of newForm.querySelectorAll("details[id][open]")) {
      const current = document.getElementById(details.id);
      if (current) {
        current.open = true; // a rules value needing a fix is shown, never hidden
      }
    }
    if (window.golfkeeperCardValues) {
      window.golfkeeperCardValues(form); // the card values' steppers over the fields just drawn
    }
    if (activeId && document.activeElement !== document.getElementById(activeId)) {
      const again = document.getElementById(activeId);
      if (again) {
        again.focus({ preventScroll: true });
      }
    }
    const checked = form.querySelector("input[name=at]:checked");
    showPicker(checked ? checked.value : slotRadios()[0].value);
    filled = filledPositions();
  }

  function refresh(extra, live) {
    const params = paramsFor(extra);
    if (live) {
      params.set("live", "1");
    }
    const url = `${form.action}?${params}`;
    const sentText = params.get("layout") || "";
    const ticket = ++latest;
    setBusy(true);
    fetch(url, { credentials: "same-origin", headers: { Accept: "text/html" } })
      .then((response) => response.text())
      .then((html) => {
        if (ticket !== latest) {
          return; // a newer pick is on its way: never show an older total
        }
        const doc = new DOMParser().parseFromString(html, "text/html");
        if (!doc.getElementById("calc-form")) {
          window.location.assign(url); // not the calculator (e.g. the match is gone)
          return;
        }
        apply(doc, sentText);
        const link = doc.querySelector(".permalink-text");
        params.delete("live");
        params.delete("use_preset");
        window.history.replaceState(null, "", link ? link.value : `${form.action}?${params}`);
        setBusy(false);
      })
      .catch(() => {
        if (ticket === latest) {
          window.location.assign(url);
        }
      });
  }

  function nextEmptyAfter(key) {
    const keys = slotRadios().map((radio) => radio.value);
    const start = keys.indexOf(key);
    for (let step = 1; step < keys.length; step += 1) {
      const candidate = keys[(start + step) % keys.length];
      if (!hasRank(candidate)) {
        return candidate;
      }
    }
    return null;
  }


  filled = filledPositions();
  // The position a first rank just moved on from: people tap rank then suit, so a suit
  // tapped straight after belongs to that card, not to the empty one now shown.
  let movedFrom = null;

  function suitRadio(key, value) {
    return form.querySelector(`input[name="suit-${key}"][value="${value}"]`);
  }

  function giveSuitToPreviousCard(input) {
    const key = positionOf(input.name);
    const previousNone = movedFrom && suitRadio(movedFrom, "");
    if (!previousNone || !previousNone.checked || hasRank(key)) {
      return;
    }
    suitRadio(movedFrom, input.value).checked = true;
    suitRadio(key, "").checked = true;
  }

  form.addEventListener("change", (event) => {
    const input = event.target;
    if (input.name === "at") {
      movedFrom = null;
      showPicker(input.value);
      return;
    }
    if (input.name.startsWith("rank-")) {
      const key = positionOf(input.name);
      movedFrom = null;
      if (!filled.has(key)) {
        const next = nextEmptyAfter(key);
        if (next) {
          showPicker(next);
          movedFrom = key;
        }
      }
      filled = filledPositions();
      refresh({}, true);
    } else if (input.name.startsWith("suit-")) {
      giveSuitToPreviousCard(input);
      movedFrom = null;
      refresh({}, true);
    } else if (input.dataset.preset) {
      refresh({ use_preset: input.dataset.preset });
    } else {
      refresh();
    }
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const button = event.submitter;
    refresh(button && button.name ? { [button.name]: button.value } : {});
  });

  document.addEventListener("focusin", (event) => {
    if (event.target.classList && event.target.classList.contains("permalink-text")) {
      event.target.select();
    }
  });
})();
