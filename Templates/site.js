// Small comforts on top of pages that work without JavaScript: search over the locale's
// index (a global set by search-index.js, which loads from file:// as a plain script).
(function () {
  "use strict";

  // Mirrors SearchTokenizer.swift: lowercased words, and Han/Kana/Hangul runs as bigrams.
  var bigramScript = /[\u{3040}-\u{30ff}\u{3400}-\u{4dbf}\u{4e00}-\u{9fff}\u{f900}-\u{faff}\u{20000}-\u{2fa1f}\u{1100}-\u{11ff}\u{3130}-\u{318f}\u{ac00}-\u{d7af}]/u;
  function terms(text) {
    var seen = {};
    var out = [];
    function add(term) {
      if (term && !seen[term]) { seen[term] = true; out.push(term); }
    }
    var words = text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) || [];
    words.forEach(function (word) {
      var chars = Array.from(word);
      var start = 0;
      while (start < chars.length) {
        var cjk = bigramScript.test(chars[start]);
        var end = start + 1;
        while (end < chars.length && bigramScript.test(chars[end]) === cjk) { end++; }
        var run = chars.slice(start, end);
        if (cjk) {
          if (run.length === 1) { add(run[0]); }
          for (var i = 0; i + 1 < run.length; i++) { add(run[i] + run[i + 1]); }
        } else if (run.length > 1 && run.length < chars.length) {
          add(run.join(""));
        }
        start = end;
      }
      if (chars.length > 1 || chars.every(function (c) { return bigramScript.test(c); })) {
        add(word);
      }
    });
    return out;
  }

  function documentsFor(index, term) {
    var found = {};
    if (bigramScript.test(term)) {
      (index.terms[term] || []).forEach(function (d) { found[d] = true; });
    } else {
      // Latin words match by prefix, so "trans" finds "transition".
      Object.keys(index.terms).forEach(function (key) {
        if (key.lastIndexOf(term, 0) === 0) {
          index.terms[key].forEach(function (d) { found[d] = true; });
        }
      });
    }
    return found;
  }

  function search(index, query) {
    var wanted = terms(query).filter(function (term) {
      // Inside a CJK run, the bigrams carry the match; the whole run may be longer than any
      // indexed word.
      return !(bigramScript.test(term) && Array.from(term).length > 2);
    });
    if (wanted.length === 0) { return null; }
    var result = null;
    wanted.forEach(function (term) {
      var found = documentsFor(index, term);
      if (result === null) { result = found; return; }
      Object.keys(result).forEach(function (d) { if (!found[d]) { delete result[d]; } });
    });
    return Object.keys(result).map(Number).sort(function (a, b) { return a - b; });
  }

  function show(index, query) {
    var list = document.getElementById("search-results");
    var status = document.getElementById("search-status");
    if (!list || !status) { return; }
    while (list.firstChild) { list.removeChild(list.firstChild); }
    var hits = search(index, query);
    if (hits === null) {
      list.hidden = true;
      status.textContent = "";
      return;
    }
    hits.forEach(function (d) {
      var doc = index.docs[d];
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = doc.u;
      link.textContent = doc.t;
      item.appendChild(link);
      if (doc.s) {
        var summary = document.createElement("p");
        summary.textContent = doc.s;
        item.appendChild(summary);
      }
      list.appendChild(item);
    });
    list.hidden = hits.length === 0;
    status.textContent = hits.length === 0
      ? status.getAttribute("data-none")
      : status.getAttribute("data-count").replace("{count}", String(hits.length));
  }

  function start() {
    var input = document.getElementById("search-query");
    var index = window.LESSONS_SEARCH_INDEX;
    if (!input || !index) { return; }
    var query = new URLSearchParams(window.location.search).get("q") || "";
    input.value = query;
    show(index, query);
    input.addEventListener("input", function () { show(index, input.value); });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
