/* pitchspec rulebooks: the home page's finder. Typing in the box keeps the rows of the
   variants table (and the entries of the family tree) whose text matches every word
   typed: any of a variant's names, its players, pack, points or target. Nothing is
   fetched; a page without a finder is left alone. */
(function () {
  "use strict";
  function words(text) {
    return text.toLowerCase().split(/[\s,]+/).filter(function (w) { return w; });
  }
  function setUp() {
    var box = document.getElementById("pitch-finder-input");
    if (!box) { return; }
    var rows = Array.prototype.slice.call(document.querySelectorAll("table.pitch-home tbody tr"));
    var count = document.getElementById("pitch-finder-count");
    function filter() {
      var wanted = words(box.value);
      var shown = 0;
      rows.forEach(function (row) {
        var text = (row.textContent + " " + (row.getAttribute("data-names") || "")).toLowerCase();
        var ok = wanted.every(function (w) { return text.indexOf(w) >= 0; });
        row.style.display = ok ? "" : "none";
        if (ok) { shown += 1; }
      });
      if (count) { count.textContent = shown + " / " + rows.length; }
    }
    box.addEventListener("input", filter);
    var query = new URLSearchParams(window.location.search).get("find");
    if (query) { box.value = query; }
    filter();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUp);
  } else {
    setUp();
  }
})();
