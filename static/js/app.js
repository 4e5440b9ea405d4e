/* memoryhub: small progressive enhancements. Every page works without this file. */
(function () {
  "use strict";

  // "Select all" checkboxes: <input type="checkbox" data-select-all="ids"> toggles name="ids".
  document.addEventListener("change", function (event) {
    var box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.dataset.selectAll) return;
    var form = box.form || document;
    form.querySelectorAll('input[type="checkbox"][name="' + box.dataset.selectAll + '"]').forEach(function (other) {
      other.checked = box.checked;
    });
  });

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
