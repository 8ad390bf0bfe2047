// Card values by steppers, on the new-match form, the "Change house rules" page and the
// calculator: a row of ranks, each with its value between "−" and "+" and its value under
// the main rules. The typed field (what links and the API read, e.g. "K:-2") follows the
// steppers and stays the one sent; without this script it is typed by hand. A page that
// redraws its fields (the calculator) calls window.golfkeeperCardValues(root) again.
(function () {
  "use strict";

  function attach(typed) {
    var table = JSON.parse(typed.dataset.cardValues);
    var main = {};
    table.ranks.forEach(function (pair) { main[pair[0]] = pair[1]; });

    function parse(text) {
      var values = {};
      var parts = text.replace(/;/g, ",").split(",");
      for (var i = 0; i < parts.length; i += 1) {
        var part = parts[i].trim();
        if (!part || /^(none|null)$/i.test(part)) { continue; }
        var bits = part.split(/[:=]/);
        var rank = bits[0].trim().toUpperCase();
        var points = parseInt((bits[1] || "").trim().replace("\u2212", "-"), 10);
        if (bits.length !== 2 || !(rank in main) || isNaN(points)) { return null; }
        values[rank] = points;
      }
      return values;
    }

    var values = parse(typed.value);
    // Typed by hand in a way the steppers can't show, or refused by the server: the typed
    // field stays, with its message beside it.
    if (!values || typed.getAttribute("aria-invalid") === "true") { return; }
    typed.dataset.steppers = "on";
    var picker = document.createElement("div");
    picker.className = "card-values-picker";
    picker.setAttribute("role", "group");
    picker.setAttribute("aria-label", "Card values, rank by rank");
    var outputs = {};

    function shown(points) { return String(points).replace("-", "\u2212"); }

    function write() {
      typed.value = table.ranks.filter(function (pair) {
        return pair[0] in values && values[pair[0]] !== pair[1];
      }).map(function (pair) { return pair[0] + ":" + values[pair[0]]; }).join(", ");
    }

    function draw() {
      table.ranks.forEach(function (pair) {
        var rank = pair[0];
        var points = rank in values ? values[rank] : main[rank];
        outputs[rank].textContent = shown(points);
        outputs[rank].parentNode.classList.toggle("changed", points !== main[rank]);
      });
    }

    table.ranks.forEach(function (pair) {
      var rank = pair[0];
      var box = document.createElement("div");
      box.className = "rank-stepper";
      var name = document.createElement("span");
      name.className = "rank-name";
      name.textContent = rank;
      var output = document.createElement("output");
      output.setAttribute("aria-live", "polite");
      output.setAttribute("aria-label", rank + " is worth");
      outputs[rank] = output;
      var usual = document.createElement("span");
      usual.className = "rank-main";
      usual.textContent = "main " + shown(pair[1]);
      box.appendChild(name);
      [-1, 1].forEach(function (step) {
        var button = document.createElement("button");
        button.type = "button";
        button.className = "button small";
        // An id, so a page that redraws the steppers can give the tapped one its focus back.
        button.id = typed.id + (step < 0 ? "-lower-" : "-raise-") + rank;
        button.textContent = step < 0 ? "\u2212" : "+";
        button.setAttribute("aria-label", (step < 0 ? "Lower " : "Raise ") + rank);
        button.addEventListener("click", function () {
          var now = rank in values ? values[rank] : main[rank];
          values[rank] = Math.min(table.max, Math.max(table.min, now + step));
          write();
          draw();
          typed.dispatchEvent(new Event("change", { bubbles: true }));
        });
        if (step < 0) { box.appendChild(button); box.appendChild(output); } else { box.appendChild(button); }
      });
      box.appendChild(usual);
      picker.appendChild(box);
    });
    typed.addEventListener("input", function () {
      var now = parse(typed.value);
      if (now) { values = now; draw(); }
    });
    typed.insertAdjacentElement("afterend", picker);
    typed.hidden = true;
    var hint = document.getElementById(typed.id + "-hint");
    if (hint) {
      hint.textContent = "Tap \u2212 or + by a rank to give it the table's value; " +
        "the others keep their main value.";
    }
    draw();
  }

  function attachAll(root) {
    (root || document).querySelectorAll("input[data-card-values]:not([data-steppers])")
      .forEach(attach);
  }

  window.golfkeeperCardValues = attachAll;
  attachAll(document);
})();
