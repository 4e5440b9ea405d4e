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

  // Focus after an htmx swap. When the swap replaced the element that had focus, focus would
  // fall to <body> and a keyboard user would start again from the top of the page. So, in order:
  // the first field the server marked invalid; the first field of a form marked
  // [data-focus-first] (the editor an "Edit" link opened); the control with the same
  // [data-focus-key] as the one that had focus, at the same position among its kind (the card's
  // switch after switching it, "Edit" after saving or cancelling an edit, the next item's
  // button after settling one in the inbox); else the new content itself.
  var FIELDS = "input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled])";
  var CONTROLS = "a[href], button:not([disabled]), " + FIELDS;
  var lostFocus = null;

  function keyed(root, key) {
    var found = Array.prototype.slice.call(root.querySelectorAll('[data-focus-key="' + key + '"]'));
    if (root.matches && root.matches('[data-focus-key="' + key + '"]')) found.unshift(root);
    return found;
  }

  document.addEventListener("htmx:beforeSwap", function (event) {
    var target = event.detail && event.detail.target;
    var active = document.activeElement;
    lostFocus = null;
    if (!target || !active || active === document.body || !target.contains(active)) return;
    var holder = active.closest("[data-focus-key]");
    var key = holder && target.contains(holder) ? holder.dataset.focusKey : "";
    lostFocus = { key: key, index: key ? keyed(target, key).indexOf(holder) : -1 };
  });

  function focusAfterSwap(root, lost) {
    var invalid = root.querySelector('[aria-invalid="true"]');
    if (invalid) return invalid;
    var editor = root.matches("[data-focus-first]") ? root : root.querySelector("[data-focus-first]");
    var first = editor && editor.querySelector(FIELDS);
    if (first) return first;
    if (lost && lost.key) {
      var same = keyed(root, lost.key);
      if (same.length) return same[Math.min(Math.max(lost.index, 0), same.length - 1)];
    }
    if (!root.hasAttribute("tabindex") && !root.matches(CONTROLS)) root.setAttribute("tabindex", "-1");
    return root;
  }

  document.addEventListener("htmx:afterSettle", function (event) {
    var lost = lostFocus;
    lostFocus = null;
    var target = event.detail && event.detail.target;
    if (!lost || !target) return;
    if (document.activeElement && document.activeElement !== document.body && document.contains(document.activeElement)) return;
    // an outerHTML swap replaced the target: what now holds its id is the new content
    var root = (target.id && document.getElementById(target.id)) || target;
    if (!document.contains(root)) return;
    focusAfterSwap(root, lost).focus({ preventScroll: !!lost.key });
  });

  // Escape in an inline editor cancels it, as its "Cancel" link would ([data-cancel]).
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    var form = event.target instanceof Element && event.target.closest("form[data-focus-first]");
    var cancel = form && form.querySelector("[data-cancel]");
    if (!cancel) return;
    event.preventDefault();
    cancel.focus();
    cancel.click();
  });
})();
