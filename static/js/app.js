/* memoryhub: small progressive enhancements. Every page works without this file. */
(function () {
  "use strict";

  // "Select all" checkboxes: <input type="checkbox" data-select-all="ids"> toggles the form's
  // name="ids" boxes — form.elements includes boxes outside the form that name it (form="…").
  // Ticking boxes one by one keeps it in step (ticked, unticked or mixed) and updates the count
  // in the form's [data-selected-count] ("{count} selected").
  function boxesOf(form, name) {
    return Array.prototype.filter.call(form.elements, function (el) {
      return el instanceof HTMLInputElement && el.type === "checkbox" && el.name === name;
    });
  }

  function showSelection(form, all) {
    var boxes = boxesOf(form, all.dataset.selectAll);
    var ticked = boxes.filter(function (box) { return box.checked; }).length;
    all.checked = ticked > 0 && ticked === boxes.length;
    all.indeterminate = ticked > 0 && ticked < boxes.length;
    var count = form.querySelector("[data-selected-count]");
    if (count) count.textContent = ticked ? count.dataset.text.replace("{count}", ticked) : "";
  }

  document.addEventListener("change", function (event) {
    var box = event.target;
    if (!(box instanceof HTMLInputElement) || box.type !== "checkbox" || !box.form) return;
    var form = box.form;
    if (box.dataset.selectAll) {
      boxesOf(form, box.dataset.selectAll).forEach(function (other) { other.checked = box.checked; });
      showSelection(form, box);
      return;
    }
    var all = form.querySelector('[data-select-all="' + box.name + '"]');
    if (all) showSelection(form, all);
  });

  // Messages with a limit (<textarea data-limit>): a count as the limit nears, a warning past it,
  // and a form that will not send a message that is too long or empty. The browser never cuts a
  // paste short (the field has no maxlength); the server refuses what is too long in words too.
  function fill(template, count, limit) {
    return template.replace("{count}", count).replace("{limit}", limit);
  }

  function counterFor(field) {
    var counter = field.counterElement;
    if (!counter) {
      counter = document.createElement("p");
      counter.className = "char-count small";
      counter.id = field.id + "-count";
      counter.setAttribute("aria-live", "polite");
      field.insertAdjacentElement("afterend", counter);
      field.setAttribute("aria-describedby", ((field.getAttribute("aria-describedby") || "") + " " + counter.id).trim());
      field.counterElement = counter;
    }
    return counter;
  }

  // "" when the field may be sent, else the sentence that says why not
  function messageProblem(field) {
    var limit = parseInt(field.dataset.limit, 10);
    var length = field.value.trim().length;
    if (!length) return field.dataset.emptyText || "";
    if (length > limit) return fill(field.dataset.overText, length, limit);
    return "";
  }

  function updateCounter(field) {
    var limit = parseInt(field.dataset.limit, 10);
    var length = field.value.trim().length;
    var counter = counterFor(field);
    var over = length > limit;
    counter.classList.toggle("over", over);
    field.setAttribute("aria-invalid", over ? "true" : "false");
    if (over) counter.textContent = fill(field.dataset.overText, length, limit);
    else if (length >= limit * 0.9) counter.textContent = fill(field.dataset.countText, length, limit);
    else counter.textContent = "";
  }

  window.memoryhub = { messageProblem: messageProblem, updateCounter: updateCounter };

  document.addEventListener("input", function (event) {
    var field = event.target;
    if (field instanceof HTMLTextAreaElement && field.dataset.limit) updateCounter(field);
  });

  // Capture phase: runs before htmx or the chat script see the submit.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    var field = form.querySelector("textarea[data-limit]");
    if (!field) return;
    var problem = messageProblem(field);
    if (!problem) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    var counter = counterFor(field);
    counter.classList.add("over");
    counter.textContent = problem;
    field.focus();
  }, true);

  // Copy buttons (<button data-copy="field-id" hidden>): shown only where the page may write to
  // the clipboard; without them the read-only field can still be selected and copied by hand.
  if (navigator.clipboard && window.isSecureContext) {
    Array.prototype.forEach.call(document.querySelectorAll("button[data-copy]"), function (button) {
      button.hidden = false;
      button.addEventListener("click", function () {
        var field = document.getElementById(button.dataset.copy);
        if (!field) return;
        navigator.clipboard.writeText(field.value).then(function () {
          button.textContent = button.dataset.copiedText;
        });
      });
    });
  }

  // Move focus to content swapped in by htmx when it replaced the element that had focus
  // (e.g. saving an inline edit), so keyboard users are not dropped at the top of the page.
  document.addEventListener("htmx:afterSwap", function (event) {
    var target = event.detail && event.detail.target;
    if (!target || document.activeElement !== document.body) return;
    var focusable = document.getElementById(target.id) || target;
    var first = focusable.querySelector && focusable.querySelector("a, button, input, textarea, select");
    if (first) first.focus({ preventScroll: true });
  });
})();
