// Match pages, made quicker with JavaScript. Every feature here has a no-JavaScript path
// on the server: this file only saves taps and page loads.
(function () {
  "use strict";

  // --- Score fields: a digit keypad, plus a "±" button because the iPhone's keypad has no
  // minus key. The server leaves inputmode off so that, without this script, the text
  // keyboard (which has a minus) is shown instead.
  var MINUS = /^\s*[-\u2212\u2013\u2014\ufe63\uff0d]/;

  function toggleSign(input) {
    var value = input.value.trim();
    // 0 has no sign: leave it, rather than make a "-0" the server would refuse.
    if (!/^\+?0+$/.test(value)) {
      // A typed "+5" flips to "-5", never "-+5".
      input.value = MINUS.test(value) ? value.replace(MINUS, "") : "-" + value.replace(/^\+/, "");
    }
    input.focus();
    var end = input.value.length;
    input.setSelectionRange(end, end);
  }

  document.querySelectorAll("input[data-score]").forEach(function (input) {
    input.setAttribute("inputmode", "numeric");
    var label = document.querySelector('label[for="' + input.id + '"]');
    var button = document.createElement("button");
    button.type = "button";
    button.className = "button small sign-toggle";
    button.textContent = "±";
    button.setAttribute(
      "aria-label",
      "Change the sign of " + (label ? label.textContent.trim() + "'s score" : "the score")
    );
    // Keep the keyboard open: a tap on the button must not take the focus from the field.
    button.addEventListener("mousedown", function (event) { event.preventDefault(); });
    button.addEventListener("click", function () { toggleSign(input); });
    input.insertAdjacentElement("beforebegin", button);
  });

  // --- The hole form: Tab and Enter go from score to score (the "±" and "Score this
  // layout" buttons are left out of the Tab order; a tap still reaches them), Enter on the
  // last score saves (or, when the house rules read who went out, goes to "Went out"), and
  // the line by the save button names the scores still blank.
  document.querySelectorAll("form.hole-form").forEach(function (holeForm) {
    var scores = Array.prototype.slice.call(holeForm.querySelectorAll("input[data-score]"));
    var note = holeForm.querySelector("[data-blank-note]");
    var wentOut = holeForm.querySelector('select[name="went_out"]');
    var nobodyOut = holeForm.querySelector("[data-nobody-out]");
    var nobodyAnswer = nobodyOut && nobodyOut.querySelector('input[name="nobody_out"]');
    holeForm.querySelectorAll(".sign-toggle, .layout-button").forEach(function (button) {
      button.tabIndex = -1;
    });

    function nameOf(input) {
      var label = holeForm.querySelector('label[for="' + input.id + '"]');
      return label ? label.textContent.trim() : input.name;
    }

    function sayBlanks() {
      if (!note) { return; }
      var blanks = scores.filter(function (input) { return !input.value.trim(); }).map(nameOf);
      note.textContent = blanks.length ? "Blank: " + blanks.join(", ") : "Every score typed";
    }

    scores.forEach(function (input, index) {
      input.addEventListener("input", sayBlanks);
      input.addEventListener("keydown", function (event) {
        if (event.key !== "Enter" || event.isComposing) {
          return;
        }
        if (index === scores.length - 1) {
          if (nobodyOut && wentOut) {
            event.preventDefault();
            wentOut.focus();
          }
          return;
        }
        event.preventDefault();
        scores[index + 1].focus();
        scores[index + 1].select();
      });
    });

    // A hole completed with nobody chosen under a going-out rule: ask once, here, before
    // anything is sent (the server asks the same without JavaScript). The next save with
    // nobody chosen is the answer.
    if (nobodyOut && wentOut && nobodyAnswer) {
      holeForm.addEventListener("submit", function (event) {
        var button = event.submitter;
        if (button && button.hasAttribute("formaction")) { return; }  // the calculator trip
        var complete = scores.every(function (input) { return input.value.trim(); });
        if (!complete || wentOut.value || !nobodyAnswer.disabled) { return; }
        event.preventDefault();
        event.stopImmediatePropagation();  // kept-scores.js sends nothing either
        nobodyOut.hidden = false;
        nobodyAnswer.disabled = false;
        wentOut.focus();
      });
    }
  });

  // --- Right after a save, the next hole is where the eyes go: its first score focused and
  // the whole form scrolled into view (on a laptop it starts below the fold), keeping the
  // saved note and its undo in view too when the screen has room for both.
  var justSaved = document.querySelector("form.hole-form[data-just-saved]");
  if (justSaved) {
    var firstScore = justSaved.querySelector("input[data-score]");
    var note = document.querySelector(".saved-note, .flash");
    var section = justSaved.closest("section") || justSaved;
    var bottom = section.getBoundingClientRect().bottom + window.scrollY;
    var top = note ? note.getBoundingClientRect().top + window.scrollY : 0;
    if (bottom > window.scrollY + window.innerHeight) {
      // The note's top at the screen's top if both fit, else the form's end at its bottom.
      window.scrollTo(0, bottom - top <= window.innerHeight ? top : bottom - window.innerHeight);
    }
    // Unless a field was chosen already: on a slow phone a tap can come before this runs,
    // and moving the focus then would put the digits being typed into the first score.
    var chosen = document.activeElement && document.activeElement !== document.body;
    if (firstScore && !chosen) { firstScore.focus({ preventScroll: true }); }
  }

  // --- Print view
  document.querySelectorAll("[data-print]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () { window.print(); });
  });

  // --- New match form (and a started match's "Change house rules" page)
  var form = document.querySelector("form.new-match, form.rules-form");
  if (!form) {
    return;
  }
  var presets = JSON.parse(form.dataset.presets || "{}");
  var decksByGame = JSON.parse(form.dataset.decks || "{}");
  var rows = Array.prototype.slice.call(form.querySelectorAll(".player-row"));
  var deckHints = JSON.parse(form.dataset.deckHints || "{}");
  var presetNotes = JSON.parse(form.dataset.presetNotes || "{}");
  var decksSelect = form.querySelector('select[name="rules-decks"]');

  function rowParts(row) {
    return {
      name: row.querySelector('input[name^="name_"]'),
      dealer: row.querySelector('input[name="first_dealer"]'),
    };
  }

  // Reorder in place: swap the names (and the first-dealer tick) of two rows.
  form.addEventListener("click", function (event) {
    var button = event.target.closest('button[name="move"]');
    if (!button) {
      return;
    }
    event.preventDefault();
    var parts = button.value.split(":");
    var index = parseInt(parts[0], 10) - 1;
    var other = parts[1] === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= rows.length) {
      return;
    }
    var a = rowParts(rows[index]);
    var b = rowParts(rows[other]);
    var name = a.name.value;
    a.name.value = b.name.value;
    b.name.value = name;
    var dealer = a.dealer.checked;
    a.dealer.checked = b.dealer.checked;
    b.dealer.checked = dealer;
    var target = rows[other].querySelector('button[name="move"][value$=":' + parts[1] + '"]');
    (target && !target.disabled ? target : b.name).focus();
  });

  // Nobody chose the first dealer yet: the tick the page starts with (row 1) follows the
  // first named player while its own row is blank, as the server reads it.
  var dealerChosen = false;
  form.addEventListener("change", function (event) {
    if (event.target.name === "first_dealer") { dealerChosen = true; }
  });
  form.addEventListener("input", function (event) {
    if (dealerChosen || !/^name_/.test(event.target.name || "")) {
      return;
    }
    var parts = rows.map(rowParts);
    var ticked = parts.filter(function (p) { return p.dealer && p.dealer.checked; })[0];
    if (ticked && ticked.name.value.trim()) {
      return;
    }
    if (!ticked && form.querySelector('input[name="first_dealer"]:checked')) {
      return;  // "Draw for it"
    }
    var named = parts.filter(function (p) { return p.dealer && p.name.value.trim(); })[0];
    if (named) { named.dealer.checked = true; }
  });

  // Enter moves to the next field, never starts the match (its button does): a name
  // goes on to the next name, the last one and any other field to the next field shown.
  function fieldsShown() {
    return Array.prototype.filter.call(
      form.querySelectorAll("input:not([type=hidden]), select, textarea"),
      function (field) {
        return !field.disabled && field.getClientRects().length &&
          (field.type !== "radio" || field.checked);
      }
    );
  }

  form.addEventListener("keydown", function (event) {
    var field = event.target;
    if (event.key !== "Enter" || event.isComposing || !field.matches("input")) {
      return;
    }
    event.preventDefault();
    if (field.type === "search") {
      return;  // the house-rules filter: Enter only ends the typing
    }
    var names = rows.map(function (row) { return rowParts(row).name; });
    var row = names.indexOf(field);
    var next = row >= 0 && row < names.length - 1 ? names[row + 1] : null;
    if (!next) {
      var after = row >= 0 ? rows[row] : field;
      next = fieldsShown().find(function (other) {
        return !after.contains(other) &&
          after.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING;
      });
    }
    if (next) {
      next.focus();
      if (next.select && next.type === "text") { next.select(); }
    }
  });

  // Typing a number of holes picks "Other".
  var custom = form.querySelector(".holes-custom");
  var customRadio = form.querySelector('input[name="holes"][value="custom"]');
  if (custom && customRadio) {
    custom.addEventListener("input", function () {
      if (custom.value.trim()) {
        customRadio.checked = true;
      }
    });
  }

  // The decks suggested for the number of players named (the server's table). Only a line
  // under Decks says so: the decks box keeps what the preset or the person chose, so a
  // preset's own deck count is never swapped for "own house rules" behind anyone's back.
  function playerCount() {
    if (form.dataset.players) {
      return parseInt(form.dataset.players, 10);  // a started match's table
    }
    return rows.filter(function (row) { return rowParts(row).name.value.trim(); }).length;
  }

  function decksText(count) {
    return count + (count > 1 ? " decks" : " deck");
  }

  function suggestDecks() {
    var count = playerCount();
    var gameSelect = form.querySelector('select[name="rules-game"]');
    var game = gameSelect ? gameSelect.value : "six-card";
    var hint = form.querySelector(".deck-table");
    if (hint && deckHints[game]) {
      hint.textContent = deckHints[game];
    }
    var decks = (decksByGame[game] || {})[String(count)];
    var line = form.querySelector(".deck-suggestion");
    if (!line) {
      return;
    }
    if (!decks) {
      line.textContent = "";
      var rosterLine = form.querySelector("[data-roster-decks]");
      if (rosterLine) { rosterLine.hidden = true; }
      return;
    }
    var chosen = decksSelect ? parseInt(decksSelect.value, 10) : NaN;
    var roster = form.querySelector("[data-roster-decks]");
    if (roster) {
      var words = JSON.parse(roster.dataset.deckWords || "{}");
      roster.textContent = chosen < decks && words[decks]
        ? words[decks] + " suggested for " + count + " players: see Decks below." : "";
      roster.hidden = !roster.textContent;
    }
    if (chosen < decks) {
      line.textContent = "For " + count + " players: " + decksText(decks) +
        " suggested; these rules use " + chosen + ". Choose " + decksText(decks) +
        " above for a fuller stock.";
    } else {
      line.textContent = "For " + count + " players: " + decksText(decks) + ".";
    }
  }

  if (decksSelect) {
    decksSelect.addEventListener("change", suggestDecks);
  }
  rows.forEach(function (row) {
    rowParts(row).name.addEventListener("input", suggestDecks);
  });

  // Picking a preset fills in the switches at once (without JavaScript, a button does).
  var presetChoices = form.querySelectorAll('input[name="rules-preset"]');
  var applied = form.querySelector('input[name="rules-applied"]');
  var applyButton = form.querySelector(".apply-preset");
  if (applyButton) {
    applyButton.hidden = true;
  }

  function fillSwitches(values) {
    Object.keys(values).forEach(function (key) {
      if (key === "preset" || key === "holes") {
        return;
      }
      var fields = form.querySelectorAll('[name="rules-' + key + '"]');
      Array.prototype.forEach.call(fields, function (field) {
        if (field.type === "checkbox") {
          field.checked = values[key] === true;
        } else if (field.type === "radio") {
          field.checked = field.value === String(values[key]);
        } else {
          field.value = String(values[key]);
          field.dispatchEvent(new Event("input"));  // the card-values picker follows
        }
      });
    });
    showRows();
  }

  Array.prototype.forEach.call(presetChoices, function (choice) {
    choice.addEventListener("change", function () {
      var values = presets[choice.value];
      if (!choice.checked || !values) {
        return;
      }
      fillSwitches(values);
      if (applied) {
        applied.value = choice.value;
      }
      var note = form.querySelector("[data-preset-note]");
      if (note) {
        note.textContent = presetNotes[choice.value] || "";
      }
      suggestDecks();
    });
  });
  var gameSelect = form.querySelector('select[name="rules-game"]');
  if (gameSelect) {
    gameSelect.addEventListener("change", suggestDecks);
    gameSelect.addEventListener("change", showRows);
  }

  // --- The switches: a filter box over their words (label, answers, sentences), and
  // the switches of other layouts hidden until that layout is chosen.
  var switchRows = Array.prototype.slice.call(form.querySelectorAll(".switch-row"));
  var filterBox = form.querySelector("[data-rules-filter]");
  var filterInput = filterBox && filterBox.querySelector("input");
  var filterResult = form.querySelector("[data-filter-result]");
  var more = form.querySelector("details.switches");
  var moreWasOpen = more ? more.open : false;
  var deckHint = form.querySelector(".deck-hint");

  // A row mentions a word typed when one of its words starts with it ("king" finds
  // "kings" but not "knocking"); a plural typed finds the singular ("kings" a "king"), and
  // a minus typed with the keyboard's hyphen finds the rules' "−2".
  function rowWords(row) {
    if (!row.rowWords) {
      row.rowWords = row.dataset.words.split(/[\s.,;:()“”"'!?\/]+/).filter(Boolean);
    }
    return row.rowWords;
  }

  function mentions(row, typed) {
    var word = typed.replace(/^[-‐‑–]/, "−");
    var stem = word.length > 3 && word.slice(-1) === "s" ? word.slice(0, -1) : null;
    return rowWords(row).some(function (own) {
      return own.indexOf(word) === 0 || (stem !== null && own.indexOf(stem) === 0);
    });
  }

  function showRows() {
    var game = gameSelect ? gameSelect.value : "";
    var words = filterInput ? filterInput.value.toLowerCase().trim().split(/\s+/) : [];
    words = words.filter(function (word) { return word; });
    var shown = 0;
    switchRows.forEach(function (row) {
      var games = row.dataset.games ? row.dataset.games.split(" ") : null;
      var layoutFits = !games || games.indexOf(game) !== -1;
      var matches = words.every(function (word) { return mentions(row, word); });
      row.hidden = !(layoutFits && matches);
      if (!row.hidden) { shown += 1; }
    });
    if (deckHint) {
      var decksRow = form.querySelector('.switch-row[data-switch="decks"]');
      deckHint.hidden = Boolean(decksRow && decksRow.hidden);
    }
    if (more) {
      if (words.length) {
        more.open = true;
      }
      more.hidden = words.length > 0 && !more.querySelector(".switch-row:not([hidden])");
    }
    if (filterResult) {
      filterResult.textContent = !words.length ? "" : shown
        ? shown + (shown === 1 ? " house rule matches." : " house rules match.")
        : "No house rule mentions “" + filterInput.value.trim() + "”.";
    }
  }

  if (filterBox && filterInput) {
    filterBox.hidden = false;
    filterInput.addEventListener("input", function () {
      if (!filterInput.value.trim() && more) {
        more.open = moreWasOpen;
      }
      showRows();
    });
  }
  if (more) {
    more.addEventListener("toggle", function () {
      if (!filterInput || !filterInput.value.trim()) { moreWasOpen = more.open; }
    });
  }
  showRows();
})();
