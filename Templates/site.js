// Comforts on top of pages that work without JavaScript: search as you type from the header
// box (over the locale's index, a plain script that loads from file://, fetched on first
// use), keyboard shortcuts, copy buttons, and a cue on diagrams wider than the column.
(function () {
  "use strict";

  // Mirrors SearchTokenizer.swift: lowercased words, and Han/Kana/Hangul runs as bigrams.
  var bigramScript = /[\u{3040}-\u{30ff}\u{3400}-\u{4dbf}\u{4e00}-\u{9fff}\u{f900}-\u{faff}\u{20000}-\u{2fa1f}\u{1100}-\u{11ff}\u{3130}-\u{318f}\u{ac00}-\u{d7af}]/u;
  var wordPattern = /[\p{L}\p{N}_]+/gu;

  // Traditional → Simplified characters (HanFolding.swift), from the index's "fold" pairs
  // once it is loaded: the index is folded, so queries and highlighted text are too. One
  // UTF-16 unit to one, so positions in folded text are positions in the original.
  var foldMap = null;
  function fold(text) {
    if (!foldMap) { return text; }
    var out = "";
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      out += foldMap[c] || c;
    }
    return out;
  }
  function loadFold(pairs) {
    if (!pairs || foldMap) { return; }
    foldMap = {};
    for (var i = 0; i + 1 < pairs.length; i += 2) { foldMap[pairs[i]] = pairs[i + 1]; }
  }

  function terms(text) {
    var seen = {};
    var out = [];
    function add(term) {
      if (term && !seen[term]) { seen[term] = true; out.push(term); }
    }
    var words = fold(text.toLowerCase()).match(wordPattern) || [];
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

  // Query terms: inside a CJK run the bigrams carry the match (the whole run may be longer
  // than any indexed word); a word mixing scripts is searched by its parts.
  function queryTerms(query) {
    var all = terms(query);
    return all.filter(function (term) {
      var chars = Array.from(term);
      var cjk = chars.filter(function (c) { return bigramScript.test(c); }).length;
      if (cjk === 0) { return true; }
      if (cjk !== chars.length) { return false; }
      return chars.length <= 2;
    });
  }

  // Edit distance with transpositions (optimal string alignment: "trnasition" is one edit
  // from "transition", as "trnsition" is), stopping early once it must exceed `limit`.
  function within(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) { return false; }
    var before = null;
    var previous = [];
    for (var j = 0; j <= b.length; j++) { previous.push(j); }
    var previousBest = 0;
    for (var i = 1; i <= a.length; i++) {
      var current = [i];
      var best = i;
      for (var k = 1; k <= b.length; k++) {
        var cost = a.charCodeAt(i - 1) === b.charCodeAt(k - 1) ? 0 : 1;
        var value = Math.min(previous[k] + 1, current[k - 1] + 1, previous[k - 1] + cost);
        if (before && k > 1 && a.charCodeAt(i - 1) === b.charCodeAt(k - 2)
            && a.charCodeAt(i - 2) === b.charCodeAt(k - 1)) {
          value = Math.min(value, before[k - 2] + 1);
        }
        current.push(value);
        if (value < best) { best = value; }
      }
      // A transposition reaches back two rows: stop only when both are past the limit.
      if (best > limit && previousBest > limit) { return false; }
      previousBest = best;
      before = previous;
      previous = current;
    }
    return previous[b.length] <= limit;
  }

  // How well an index key answers a query term: 1 exact, 0.8 prefix ("trans" finds
  // "transition"), 0.5 one typo away ("trnsition"), 0 not at all. Han and Hangul match
  // exactly (bigrams already tolerate word boundaries).
  function quality(term, key) {
    if (key === term) { return 1; }
    if (bigramScript.test(term)) { return 0; }
    if (key.lastIndexOf(term, 0) === 0) { return 0.8; }
    var n = term.length;
    if (n < 4 || bigramScript.test(key)) { return 0; }
    if (within(term, key, 1)) { return 0.5; }
    // As you type: one typo in a prefix of the key.
    for (var length = n - 1; length <= n + 1; length++) {
      if (length < key.length && within(term, key.slice(0, length), 1)) { return 0.45; }
    }
    return 0;
  }

  function Searcher(index) {
    // Each term's sections come as distances from the one before (SearchIndex.javaScript):
    // made positions again, once. Terms found only in code start with "`": they move to
    // index.code, searched alike but ranked below prose.
    if (!index.decoded) {
      index.code = {};
      Object.keys(index.terms).forEach(function (key) {
        var list = index.terms[key];
        for (var i = 1; i < list.length; i++) { list[i] += list[i - 1]; }
        if (key.charAt(0) === "`") {
          index.code[key.slice(1)] = list;
          delete index.terms[key];
        }
      });
      index.decoded = true;
    }
    loadFold(index.fold);
    this.index = index;
    this.keys = Object.keys(index.terms);
    this.codeKeys = Object.keys(index.code);
    this.titleTerms = index.pages.map(function (page) { return terms(page[0]); });
    this.headingTerms = {};
    this.firstSection = {};
    var self = this;
    index.sections.forEach(function (section, position) {
      if (!(section[0] in self.firstSection)) { self.firstSection[section[0]] = position; }
    });
  }

  // Every index key matching `term`, with its quality: of the prose terms, or with `code`
  // of the terms found only in code.
  Searcher.prototype.expand = function (term, code) {
    var matches = {};
    var map = code ? this.index.code : this.index.terms;
    var keys = code ? this.codeKeys : this.keys;
    if (bigramScript.test(term)) {
      if (map[term]) { matches[term] = 1; }
      return matches;
    }
    for (var i = 0; i < keys.length; i++) {
      var q = quality(term, keys[i]);
      if (q > 0) { matches[keys[i]] = q; }
    }
    return matches;
  };

  // A match in code counts for this much of one in prose.
  var CODE_WEIGHT = 0.3;

  function bestIn(list, matches, term) {
    var best = 0;
    list.forEach(function (key) {
      var q = matches[key] || quality(term, key);
      if (q > best) { best = q; }
    });
    return best;
  }

  // Sections matching every term (in their heading, text, or their page's title), ranked
  // title > heading > text, then in reading order. A section found only through its page's
  // title is not listed: its page's top section stands for it.
  Searcher.prototype.search = function (query) {
    var wanted = queryTerms(query);
    if (wanted.length === 0) { return null; }
    var self = this;
    var sections = this.index.sections;
    var perTerm = wanted.map(function (term) {
      var matches = self.expand(term);
      var text = {};
      Object.keys(matches).forEach(function (key) {
        self.index.terms[key].forEach(function (s) { text[s] = Math.max(text[s] || 0, matches[key]); });
      });
      var inCode = self.expand(term, true);
      Object.keys(inCode).forEach(function (key) {
        var q = inCode[key] * CODE_WEIGHT;
        self.index.code[key].forEach(function (s) { text[s] = Math.max(text[s] || 0, q); });
      });
      var titles = {};
      self.titleTerms.forEach(function (list, page) {
        var q = bestIn(list, matches, term);
        if (q > 0) { titles[page] = q; }
      });
      return { matches: matches, text: text, titles: titles };
    });
    var candidates = {};
    perTerm.forEach(function (hits) {
      Object.keys(hits.text).forEach(function (s) { candidates[s] = true; });
      Object.keys(hits.titles).forEach(function (page) { candidates[self.firstSection[page]] = true; });
    });
    var results = [];
    Object.keys(candidates).forEach(function (key) {
      var s = Number(key);
      var page = sections[s][0];
      var headings = self.headingTerms[s] || (self.headingTerms[s] = terms(sections[s][2]));
      var score = 0;
      var inSection = false;
      for (var i = 0; i < wanted.length; i++) {
        var text = perTerm[i].text[s] || 0;
        var title = perTerm[i].titles[page] || 0;
        if (!text && !title) { return; }
        if (text) { inSection = true; }
        // The title ranks the page's top section first; its other sections still qualify.
        score += title * (self.firstSection[page] === s ? 100 : 2)
          + bestIn(headings, perTerm[i].matches, wanted[i]) * 10 + text;
      }
      if (!inSection && self.firstSection[page] !== s) { return; }
      results.push({ section: s, score: score });
    });
    results.sort(function (a, b) { return b.score - a.score || a.section - b.section; });
    return {
      terms: wanted,
      expansions: perTerm.map(function (hits) { return hits.matches; }),
      hits: results
    };
  };

  // [start, end) character ranges of `text` to highlight for the query.
  function marks(text, found) {
    var ranges = [];
    var lower = fold(text.toLowerCase());
    var match;
    wordPattern.lastIndex = 0;
    while ((match = wordPattern.exec(lower)) !== null) {
      var word = match[0];
      if (bigramScript.test(word)) { continue; }
      var hit = found.terms.some(function (term, i) {
        return !bigramScript.test(term) && (found.expansions[i][word] || quality(term, word) > 0);
      });
      if (hit) { ranges.push([match.index, match.index + word.length]); }
    }
    found.terms.forEach(function (term) {
      if (!bigramScript.test(term)) { return; }
      var at = lower.indexOf(term);
      while (at >= 0) {
        ranges.push([at, at + term.length]);
        at = lower.indexOf(term, at + 1);
      }
    });
    ranges.sort(function (a, b) { return a[0] - b[0]; });
    var merged = [];
    ranges.forEach(function (r) {
      var last = merged[merged.length - 1];
      if (last && r[0] <= last[1]) { last[1] = Math.max(last[1], r[1]); } else { merged.push(r.slice()); }
    });
    return merged;
  }

  // Appends `text` to `parent` with the query's terms in <mark>; with `around`, only a
  // passage of about that many characters around the first match.
  function highlight(parent, text, found, around) {
    var ranges = marks(text, found);
    var start = 0;
    var end = text.length;
    if (around && text.length > around) {
      var first = ranges.length ? ranges[0][0] : 0;
      start = Math.max(0, first - Math.floor(around / 3));
      while (start > 0 && start > first - around / 2 && !/\s/.test(text[start - 1])) { start--; }
      end = Math.min(text.length, start + around);
      while (end < text.length && end < start + around * 1.3 && !/\s/.test(text[end])) { end++; }
    }
    if (start > 0) { parent.appendChild(document.createTextNode("…")); }
    var at = start;
    ranges.forEach(function (r) {
      if (r[1] <= start || r[0] >= end) { return; }
      var from = Math.max(r[0], at);
      if (from > at) { parent.appendChild(document.createTextNode(text.slice(at, from))); }
      var mark = document.createElement("mark");
      mark.textContent = text.slice(from, Math.min(r[1], end));
      parent.appendChild(mark);
      at = Math.min(r[1], end);
    });
    if (at < end) { parent.appendChild(document.createTextNode(text.slice(at, end))); }
    if (end < text.length) { parent.appendChild(document.createTextNode("…")); }
  }

  // One result: page title, section heading, passage; links to the section's anchor, with
  // the query in `?h=` so the page it opens marks it (startPageHighlights). In the header's
  // list (`option`) the item is an ARIA option, which may hold no link: it carries its
  // address in data-href and the list opens it on a click or Enter. On the search page it
  // is a plain list item holding a link.
  function resultItem(index, found, hit, base, query, option) {
    var section = index.sections[hit.section];
    var page = index.pages[section[0]];
    var item = document.createElement("li");
    var href = base + page[1] + "?h=" + encodeURIComponent(query)
      + (section[1] ? "#" + encodeURIComponent(section[1]) : "");
    var link = document.createElement(option ? "span" : "a");
    if (option) {
      item.setAttribute("role", "option");
      item.id = "search-hit-" + hit.section;
      item.setAttribute("data-href", href);
      link.className = "hit";
    } else {
      link.href = href;
    }
    var pageLine = document.createElement("span");
    pageLine.className = section[1] ? "hit-page" : "hit-heading";
    highlight(pageLine, page[0], found);
    link.appendChild(pageLine);
    if (section[1]) {
      var heading = document.createElement("span");
      heading.className = "hit-heading";
      highlight(heading, section[2], found);
      link.appendChild(heading);
    }
    if (section[3]) {
      var passage = document.createElement("span");
      passage.className = "hit-text";
      highlight(passage, section[3], found, 160);
      link.appendChild(passage);
    }
    item.appendChild(link);
    return item;
  }

  var POPUP_RESULTS = 8;
  var searcher = null;
  function currentSearcher() {
    var index = window.LESSONS_SEARCH_INDEX;
    if (!index || !index.sections) { return null; }
    if (!searcher || searcher.index !== index) { searcher = new Searcher(index); }
    return searcher;
  }

  // Fills `list` and `status` with the results for `query`; returns how many.
  function render(list, status, query, base, limit, options) {
    while (list.firstChild) { list.removeChild(list.firstChild); }
    list.setAttribute("data-query", query);
    var engine = currentSearcher();
    var found = engine ? engine.search(query) : null;
    if (!found) {
      status.textContent = "";
      return -1;
    }
    found.hits.slice(0, limit).forEach(function (hit) {
      list.appendChild(resultItem(engine.index, found, hit, base, query, options));
    });
    var count = found.hits.length;
    status.textContent = count === 0
      ? status.getAttribute("data-none")
      : status.getAttribute("data-count").replace("{count}", String(count));
    return count;
  }

  // The search page: results for ?q= and as the reader types (the index is a script tag).
  function startSearchPage() {
    var input = document.getElementById("search-query");
    var list = document.getElementById("search-results");
    var status = document.getElementById("search-status");
    if (!input || !list || !status || !currentSearcher()) { return; }
    var update = function () {
      list.hidden = render(list, status, input.value, "", 200) <= 0;
    };
    input.value = new URLSearchParams(window.location.search).get("q") || "";
    update();
    input.addEventListener("input", debounce(update, 120));
  }

  function debounce(action, wait) {
    var timer = null;
    return function () {
      clearTimeout(timer);
      timer = setTimeout(action, wait);
    };
  }

  // The header box: loads the index on first focus, shows results in a popup as you type.
  function startHeaderSearch() {
    var form = document.querySelector(".site-header .search-form");
    if (!form) { return; }
    var input = form.querySelector("input[type=search]");
    var popup = form.querySelector(".search-popup");
    var list = form.querySelector(".search-popup-results");
    var status = form.querySelector(".search-popup-status");
    if (!input || !popup || !list || !status) { return; }
    status.setAttribute("data-none", form.getAttribute("data-none"));
    status.setAttribute("data-count", form.getAttribute("data-count"));
    var action = form.getAttribute("action") || "search.html";
    var base = action.slice(0, action.lastIndexOf("/") + 1);
    var selected = -1;
    var loading = false;
    // The popup does not scroll (a scroller must take focus, and focus stays in the box):
    // it shows the best few, and a link to every result on the search page.
    var more = element("a", "search-popup-more", form.getAttribute("data-more") || "…");
    more.hidden = true;
    popup.appendChild(more);

    function load() {
      if (window.LESSONS_SEARCH_INDEX || loading) { return; }
      loading = true;
      var script = document.createElement("script");
      script.src = base + "search-index.js";
      script.onload = update;
      document.head.appendChild(script);
    }
    function open(show) {
      popup.hidden = !show;
      input.setAttribute("aria-expanded", show ? "true" : "false");
      if (!show) { select(-1); }
    }
    function select(position) {
      var items = list.children;
      if (selected >= 0 && items[selected]) { items[selected].removeAttribute("aria-selected"); }
      selected = items.length ? Math.max(-1, Math.min(position, items.length - 1)) : -1;
      if (selected >= 0) {
        items[selected].setAttribute("aria-selected", "true");
        items[selected].scrollIntoView({ block: "nearest" });
        input.setAttribute("aria-activedescendant", items[selected].id);
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }
    function update() {
      if (!currentSearcher()) { return; }
      selected = -1;
      var count = render(list, status, input.value, base, POPUP_RESULTS, true);
      more.hidden = count <= POPUP_RESULTS;
      more.href = action + "?q=" + encodeURIComponent(input.value);
      open(count >= 0 && document.activeElement === input);
    }
    var later = debounce(update, 120);
    input.addEventListener("focus", function () {
      load();
      if (input.value) { update(); }
    });
    input.addEventListener("input", function () {
      load();
      later();
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (popup.hidden) { return; }
        event.preventDefault();
        select(selected + (event.key === "ArrowDown" ? 1 : -1));
      } else if (event.key === "Enter" && !popup.hidden && list.children.length) {
        event.preventDefault();
        var item = list.children[Math.max(0, selected)];
        window.location.href = item.getAttribute("data-href");
        open(false);
      } else if (event.key === "Escape") {
        if (!popup.hidden) { open(false); } else { input.blur(); }
        event.preventDefault();
      }
    });
    document.addEventListener("click", function (event) {
      if (!form.contains(event.target)) { open(false); }
    });
    list.addEventListener("click", function (event) {
      var item = event.target.closest("[data-href]");
      if (item) { window.location.href = item.getAttribute("data-href"); }
    });
    form.addEventListener("focusout", function (event) {
      if (!event.relatedTarget || !form.contains(event.relatedTarget)) {
        setTimeout(function () { if (!form.contains(document.activeElement)) { open(false); } }, 150);
      }
    });
  }

  function typing(target) {
    return target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }

  // `/` or `s` focus the search box; `←` `→` go to the previous or next lesson; `Esc`
  // closes the lesson drawer.
  function startShortcuts() {
    document.addEventListener("keydown", function (event) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) { return; }
      var toggle = document.getElementById("nav-toggle");
      if (event.key === "Escape" && toggle && toggle.checked) {
        toggle.checked = false;
        return;
      }
      if (typing(event.target)) { return; }
      if (event.key === "/" || event.key === "s") {
        var box = document.querySelector(".site-header .search-form input[type=search]")
          || document.getElementById("search-query");
        if (box) {
          event.preventDefault();
          box.focus();
          box.select();
        }
      } else if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && !event.shiftKey) {
        // Arrow keys still scroll a focused diagram or table.
        if (event.target.closest && event.target.closest(".seq-wrap, .trace-wrap, pre, .player")) { return; }
        var link = document.querySelector(event.key === "ArrowLeft" ? ".pager a[rel=prev]" : ".pager a[rel=next]");
        if (link) { window.location.href = link.href; }
      }
    });
    // Following a lesson link in the drawer closes it (the page may not change: an anchor).
    var sidebar = document.getElementById("sidebar");
    if (sidebar) {
      sidebar.addEventListener("click", function (event) {
        var toggle = document.getElementById("nav-toggle");
        if (toggle && event.target.closest("a")) { toggle.checked = false; }
      });
    }
  }

  // The plain text a copy button copies: the code as written, or the trace in the lesson's
  // trace format (kind column, two spaces per depth).
  function copyText(button) {
    var figure = button.closest(".scenario");
    if (!figure) { return ""; }
    if (button.getAttribute("data-copy") === "code") {
      var code = figure.querySelector("pre.code code");
      return code ? code.textContent.replace(/\n?$/, "\n") : "";
    }
    var lines = [];
    figure.querySelectorAll("table.trace tbody tr").forEach(function (row) {
      var line = row.getAttribute("data-line");
      if (line !== null) { lines.push(line); return; }
      var kind = (/ev-(\w+)/.exec(row.className) || [])[1] || "";
      var depth = Number((/\bd(\d+)\b/.exec(row.className) || [])[1] || 0);
      var cells = row.querySelectorAll("td");
      var text = cells.length > 2 ? cells[2].textContent : "";
      var pad = new Array(Math.max(1, 8 - kind.length) + 1).join(" ");
      lines.push(kind + pad + new Array(depth + 1).join("  ") + text);
    });
    return lines.join("\n") + "\n";
  }

  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return fallbackCopy(text); });
    }
    return Promise.resolve(fallbackCopy(text));
  }

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var done = false;
    try { done = document.execCommand("copy"); } catch (e) { done = false; }
    document.body.removeChild(area);
    return done;
  }

  function startCopyButtons() {
    var body = document.body;
    var label = body.getAttribute("data-copy-label") || "Copy";
    var done = body.getAttribute("data-copied-label") || "Copied";
    document.querySelectorAll("figure.scenario").forEach(function (figure) {
      [["code", "pre.code", "data-copy-code"], ["trace", ".trace-wrap", "data-copy-trace"]].forEach(function (spec) {
        var target = figure.querySelector(spec[1]);
        if (!target) { return; }
        var button = document.createElement("button");
        button.type = "button";
        button.className = "copy-button";
        button.setAttribute("data-copy", spec[0]);
        button.setAttribute("aria-label", body.getAttribute(spec[2]) || label);
        button.textContent = label;
        button.addEventListener("click", function () {
          var text = copyText(button);
          window.LessonsSite.lastCopied = text;
          copy(text).then(function () {
            button.textContent = done;
            setTimeout(function () { button.textContent = label; }, 1500);
          });
        });
        // A host around the block, so the button stays put while the block scrolls.
        var host = document.createElement("div");
        host.className = "copy-host";
        if (spec[0] === "trace") {
          // In the table's header, beside "Event": the corner is the line column's.
          var header = target.querySelector("thead th:nth-child(3)");
          if (header) { header.insertBefore(button, header.firstChild); return; }
        }
        target.parentNode.insertBefore(host, target);
        host.appendChild(target);
        host.appendChild(button);
      });
    });
  }

  // Boxes that scroll sideways inside the column (diagrams, trace tables, code, wide prose
  // tables): a cue on the edge that hides more (`is-scrollable`, until `at-end`), and a
  // keyboard stop, so a reader without a pointer can scroll them too. Diagrams are named
  // groups ("Sequence diagram of the trace 2: scroll sideways"), not regions: a page holds
  // many, and landmarks must be few and distinct.
  function startScrollCues() {
    var boxes = document.querySelectorAll(".seq-wrap, .trace-wrap, article pre, article table:not(.trace)");
    if (!boxes.length) { return; }
    var hint = document.body.getAttribute("data-diagram-scroll") || "";
    var diagrams = 0;
    function check() {
      // Every size first, then every change: a change between two reads would lay the
      // page out again for each box (hundreds on the whole-course page).
      var sizes = [].map.call(boxes, function (box) {
        return [box.scrollWidth, box.clientWidth, box.scrollLeft];
      });
      boxes.forEach(function (box, index) {
        var size = sizes[index];
        var wide = size[0] > size[1] + 1;
        box.classList.toggle("is-scrollable", wide);
        if (wide && !box.hasAttribute("tabindex")) {
          box.setAttribute("tabindex", "0");
          if (box.classList.contains("seq-wrap")) {
            var title = box.querySelector("svg title");
            diagrams += 1;
            box.setAttribute("role", "group");
            box.setAttribute("aria-label", (title ? title.textContent : String(diagrams)) + ": " + hint);
          }
        }
        box.classList.toggle("at-end", size[2] + size[1] >= size[0] - 1);
      });
    }
    boxes.forEach(function (box) {
      box.addEventListener("scroll", function () {
        box.classList.toggle("at-end", box.scrollLeft + box.clientWidth >= box.scrollWidth - 1);
      }, { passive: true });
    });
    window.addEventListener("resize", debounce(check, 100));
    check();
  }

  // A trace table is one stop in Tab order, not one per provenance letter and line link
  // (a lesson's tables held three stops in four): its links take turns at being the
  // table's stop, and ↑ ↓ ← → Home End move between them.
  function startTableKeys() {
    document.querySelectorAll("table.trace").forEach(function (table) {
      var links = [].slice.call(table.querySelectorAll("tbody a"));
      if (links.length < 2) { return; }
      links.forEach(function (link, index) { link.tabIndex = index === 0 ? 0 : -1; });
      table.addEventListener("keydown", function (event) {
        var at = links.indexOf(event.target);
        if (at < 0 || event.altKey || event.ctrlKey || event.metaKey) { return; }
        var moves = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
        var next = event.key in moves ? at + moves[event.key]
          : event.key === "Home" ? 0 : event.key === "End" ? links.length - 1 : -1;
        if (next < 0 || next >= links.length) { return; }
        event.preventDefault();
        links[at].tabIndex = -1;
        links[next].tabIndex = 0;
        links[next].focus();
      });
      table.addEventListener("focusin", function (event) {
        var at = links.indexOf(event.target);
        if (at < 0) { return; }
        links.forEach(function (link, index) { link.tabIndex = index === at ? 0 : -1; });
      });
    });
  }

  // The trace player: steps through a scenario's trace, lighting up the table row, the
  // diagram arrow and the source line together, with UIKit's state at that step as the
  // model computed it at build time (the figure's `player-data`, see TracePlayerData.swift).
  // Each state also knows which controllers have been on screen (appearing or appeared) by
  // then (`shown`): one still "disappeared" that never was reads "not yet shown".
  function playerStates(model) {
    var states = [];
    var current = null;
    function withShown(state, earlier) {
      var shown = {};
      Object.keys(earlier || {}).forEach(function (name) { shown[name] = true; });
      state.c.forEach(function (entry) { if (entry[2] === 1 || entry[2] === 2) { shown[entry[0]] = true; } });
      state.shown = shown;
      return state;
    }
    model.s.forEach(function (step) {
      if (current === null) {
        current = withShown({ c: step.c.slice(), v: step.v }, null);
      } else if (step !== 0) {
        var controllers = current.c.slice();
        (step.c || []).forEach(function (entry) {
          var at = -1;
          controllers.forEach(function (known, index) { if (known[0] === entry[0]) { at = index; } });
          if (at < 0) { controllers.push(entry); } else { controllers[at] = entry; }
        });
        current = withShown({ c: controllers, v: step.v || current.v }, current.shown);
      }
      states.push(current);
    });
    return states;
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  // The state as two small trees: controllers nested by `children`, views by superview.
  function drawState(panel, model, state, before, words) {
    var names = model.n;
    panel.textContent = "";
    var byName = {};
    state.c.forEach(function (entry) { byName[entry[0]] = entry; });
    var old = {};
    if (before) { before.c.forEach(function (entry) { old[entry[0]] = entry.join(","); }); }
    var controllers = element("div", "player-tree");
    controllers.appendChild(element("p", "player-tree-title", words.controllers));
    function controllerList(entries, seen) {
      var list = element("ul");
      entries.forEach(function (entry) {
        if (!entry || seen[entry[0]]) { return; }
        seen[entry[0]] = true;
        var item = element("li");
        if (before && old[entry[0]] !== entry.join(",")) { item.className = "changed"; }
        item.appendChild(element("code", "", names[entry[0]]));
        var never = entry[2] === 0 && !state.shown[entry[0]];
        var appearance = element("span", never ? "ap ap4" : "ap ap" + entry[2],
          never ? words.notShown : words.appearance[entry[2]]);
        item.appendChild(document.createTextNode(" "));
        item.appendChild(appearance);
        item.appendChild(element("span", "loaded", entry[3] ? words.loaded : words.notLoaded));
        if (entry[1] >= 0 && !byName[entry[1]]) {
          item.appendChild(element("span", "loaded", words.parent + " " + names[entry[1]]));
        }
        var children = entry.slice(4).map(function (child) { return byName[child]; });
        if (children.length) { item.appendChild(controllerList(children, seen)); }
        list.appendChild(item);
      });
      return list;
    }
    var seen = {};
    var roots = state.c.filter(function (entry) { return entry[1] < 0 || !byName[entry[1]]; });
    var top = controllerList(roots, seen);
    // A controller whose parent does not list it (never in a consistent run) still shows.
    state.c.forEach(function (entry) { if (!seen[entry[0]]) { top.appendChild(controllerList([entry], seen).firstChild); } });
    controllers.appendChild(top);
    var views = element("div", "player-tree");
    views.appendChild(element("p", "player-tree-title", words.views));
    var oldViews = {};
    if (before) { before.v.forEach(function (entry) { oldViews[entry[0]] = entry.join(","); }); }
    var lists = {};
    var rootList = element("ul");
    state.v.forEach(function (entry) {
      var item = element("li");
      if (before && oldViews[entry[0]] !== entry.join(",")) { item.className = "changed"; }
      item.appendChild(element("code", "", names[entry[0]]));
      if (entry[1] < 0 && !entry[2]) { item.appendChild(element("span", "loaded", words.notInWindow)); }
      var parent = entry[1] >= 0 && lists[entry[1]] ? lists[entry[1]] : rootList;
      if (parent !== rootList && !parent.parentNode) { parent.owner.appendChild(parent); }
      parent.appendChild(item);
      var sub = element("ul");
      sub.owner = item;
      lists[entry[0]] = sub;
    });
    if (!state.v.length) { rootList.appendChild(element("li", "loaded", "—")); }
    views.appendChild(rootList);
    panel.appendChild(controllers);
    panel.appendChild(views);
  }

  // "How to read the trace": every kind of row and every state the player shows, in the
  // locale's words (lessons.js, `player-help`): a title, the keys, then a heading and
  // nine badge/meaning pairs, then a heading and seven state/meaning pairs.
  function helpPanel(words) {
    var details = element("details", "player-help");
    details.appendChild(element("summary", "", words[0]));
    details.appendChild(element("p", "", words[1]));
    var kinds = ["manual", "auto", "block", "turn", "time", "print", "lint", "warning", "raise"];
    function list(heading, from, count, decorate) {
      details.appendChild(element("p", "player-help-heading", heading));
      var dl = element("dl");
      for (var i = 0; i < count; i++) {
        var term = element("dt");
        term.appendChild(decorate(i, words[from + 2 * i]));
        dl.appendChild(term);
        dl.appendChild(element("dd", "", words[from + 2 * i + 1]));
      }
      details.appendChild(dl);
    }
    list(words[2], 3, 9, function (i, word) { return element("span", "badge ev-" + kinds[i], word); });
    var states = ["ap ap4", "ap ap1", "ap ap2", "ap ap3", "ap ap0", "loaded", "loaded"];
    list(words[21], 22, 7, function (i, word) { return element("span", states[i], word); });
    return details;
  }

  function startPlayers() {
    var words = (document.body.getAttribute("data-player") || "").split("|");
    if (words.length < 20) { return; }
    var labels = {
      first: words[0], previous: words[1], play: words[2], pause: words[3], next: words[4],
      last: words[5], step: words[6], before: words[7], player: words[8], controllers: words[9],
      views: words[10], appearance: [words[11], words[12], words[13], words[14]],
      loaded: words[15], notLoaded: words[16], notInWindow: words[17], parent: words[18],
      notShown: words[19]
    };
    var help = (document.body.getAttribute("data-player-help") || "").split("|");
    var panels = [];
    document.querySelectorAll("figure.scenario").forEach(function (figure) {
      var data = figure.querySelector("script.player-data");
      if (!data) { return; }
      var model;
      try { model = JSON.parse(data.textContent); } catch (e) { return; }
      var states = playerStates(model);
      var rows = figure.querySelectorAll("table.trace tbody tr");
      var arrows = figure.querySelectorAll("svg.seq > g:not(.seq-heads)");
      var count = states.length - 1;
      if (count < 1 || rows.length !== count) { return; }
      var box = element("div", "player");
      box.setAttribute("role", "group");
      box.setAttribute("aria-label", labels.player);
      box.tabIndex = 0;
      var bar = element("div", "player-bar");
      var buttons = {};
      [["first", "«"], ["previous", "‹"], ["play", "▶"], ["next", "›"], ["last", "»"]].forEach(function (spec) {
        var button = element("button", "player-" + spec[0], spec[1]);
        button.type = "button";
        button.setAttribute("aria-label", labels[spec[0]]);
        button.title = labels[spec[0]];
        buttons[spec[0]] = button;
        bar.appendChild(button);
      });
      var status = element("span", "player-step");
      status.setAttribute("aria-live", "polite");
      bar.appendChild(status);
      var panel = element("div", "player-state");
      // The source line of the step, pinned in the player: the code may be off screen.
      var pinned = element("p", "player-code");
      pinned.hidden = true;
      box.appendChild(bar);
      box.appendChild(pinned);
      box.appendChild(panel);
      if (help.length >= 36) { box.appendChild(helpPanel(help)); }
      var anchor = figure.querySelector(".trace-wrap");
      anchor.parentNode.insertBefore(box, anchor);
      var step = 0;
      var timer = null;
      var lit = [];
      var tableWrap = figure.querySelector(".trace-wrap");
      var diagramWrap = figure.querySelector(".seq-wrap");
      // How much of `node` the window shows, in pixels of height, below the player.
      function onScreen(node) {
        if (!node) { return 0; }
        var r = node.getBoundingClientRect();
        var top = Math.max(r.top, box.getBoundingClientRect().bottom);
        return Math.max(0, Math.min(r.bottom, window.innerHeight) - top);
      }
      // Keeps the step in view after a move: the lit row, or the arrow when the reader is
      // looking at the diagram rather than the table; the player is sticky, so the target
      // is brought below it (scroll-margin-top is the player's height). The diagram also
      // scrolls sideways to its arrow, whichever is followed.
      function follow() {
        figure.style.setProperty("--player-h", Math.ceil(box.getBoundingClientRect().height) + "px");
        if (step === 0) { return; }
        var row = rows[step - 1];
        var arrow = arrows[step - 1];
        if (arrow && diagramWrap && diagramWrap.scrollWidth > diagramWrap.clientWidth) {
          var a = arrow.getBoundingClientRect();
          var w = diagramWrap.getBoundingClientRect();
          if (a.left < w.left + 8 || a.right > w.right - 8) {
            diagramWrap.scrollLeft += a.left - w.left - Math.max(8, (w.width - a.width) / 2);
          }
        }
        var target = arrow && onScreen(diagramWrap) > onScreen(tableWrap) ? arrow : row;
        var box2 = target.getBoundingClientRect();
        var under = box.getBoundingClientRect().bottom;
        if (box2.top < under || box2.bottom > window.innerHeight) {
          target.scrollIntoView({ block: "nearest" });
        }
      }
      function show(next, moved) {
        step = Math.max(0, Math.min(count, next));
        lit.forEach(function (node) { node.classList.remove("now"); });
        lit = [];
        if (step > 0) {
          var row = rows[step - 1];
          lit.push(row);
          if (arrows[step - 1]) { lit.push(arrows[step - 1]); }
          var link = row.querySelector("td:last-child a");
          var line = link && document.getElementById(link.getAttribute("href").slice(1));
          if (line) { lit.push(line); }
          lit.forEach(function (node) { node.classList.add("now"); });
          pinned.textContent = "";
          if (line) {
            var number = element("a", "player-line-number", link.textContent);
            number.href = link.getAttribute("href");
            number.tabIndex = -1;
            var code = element("code");
            code.innerHTML = line.innerHTML;
            pinned.appendChild(number);
            pinned.appendChild(code);
          }
          pinned.hidden = !line;
        } else {
          pinned.hidden = true;
        }
        figure.classList.toggle("playing-step", step > 0);
        var text = step === 0 ? labels.before
          : labels.step.replace("{step}", step).replace("{count}", count);
        if (step > 0) {
          var cells = rows[step - 1].querySelectorAll("td");
          if (cells.length > 2) { text += ": " + cells[2].textContent; }
        }
        status.textContent = text;
        drawState(panel, model, states[step], step > 0 ? states[step - 1] : null, labels);
        buttons.first.disabled = buttons.previous.disabled = step === 0;
        buttons.last.disabled = buttons.next.disabled = step === count;
        // Measured only after a move: reading a size after drawing lays the page out, once
        // per player when the page starts (hundreds on the whole-course page).
        if (moved) {
          panel.tabIndex = panel.scrollHeight > panel.clientHeight + 1 ? 0 : -1;
          follow();
        }
      }
      function stop() {
        if (timer) { clearInterval(timer); timer = null; }
        buttons.play.textContent = "▶";
        buttons.play.setAttribute("aria-label", labels.play);
        buttons.play.title = labels.play;
      }
      function play() {
        if (timer) { stop(); return; }
        if (step === count) { show(0, true); }
        buttons.play.textContent = "❚❚";
        buttons.play.setAttribute("aria-label", labels.pause);
        buttons.play.title = labels.pause;
        timer = setInterval(function () {
          if (step >= count) { stop(); return; }
          show(step + 1, true);
        }, 900);
      }
      buttons.first.addEventListener("click", function () { stop(); show(0, true); });
      buttons.previous.addEventListener("click", function () { stop(); show(step - 1, true); });
      buttons.next.addEventListener("click", function () { stop(); show(step + 1, true); });
      buttons.last.addEventListener("click", function () { stop(); show(count, true); });
      buttons.play.addEventListener("click", play);
      box.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) { return; }
        var moves = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: count };
        if (event.key in moves) {
          event.preventDefault();
          stop();
          show(moves[event.key], true);
        } else if (event.key === " " && event.target === box) {
          event.preventDefault();
          play();
        }
      });
      show(0);
      panels.push(panel);
    });
    // A state panel taller than its box scrolls, so it takes a Tab stop; measured once for
    // every player, after all are drawn (one layout, not one per player).
    var over = panels.map(function (panel) { return panel.scrollHeight > panel.clientHeight + 1; });
    panels.forEach(function (panel, index) { panel.tabIndex = over[index] ? 0 : -1; });
  }

  // Swift / Objective-C pairs: one figure of each pair shows, with a toggle; the choice is
  // remembered across pages (localStorage, which Chromium and Firefox keep for file:// too).
  // Without JavaScript, and in print, both show.
  var LANGUAGE_KEY = "lessons.codeLanguage";

  function savedLanguage() {
    try { return window.localStorage.getItem(LANGUAGE_KEY) || "swift"; } catch (e) { return "swift"; }
  }

  function figureLanguage(figure) {
    return figure.querySelector("pre.code.lang-objc") ? "objc" : "swift";
  }

  function showLanguage(language) {
    document.querySelectorAll(".pair-toggle").forEach(function (toggle) {
      var figures = toggle.pairFigures;
      var shown = figures.some(function (f) { return figureLanguage(f) === language; }) ? language : figureLanguage(figures[0]);
      figures.forEach(function (figure) {
        figure.classList.toggle("pair-hidden", figureLanguage(figure) !== shown);
      });
      var visible = figures.filter(function (f) { return figureLanguage(f) === shown; })[0];
      visible.insertBefore(toggle, visible.firstChild);
      toggle.querySelectorAll("button").forEach(function (button) {
        button.setAttribute("aria-pressed", String(button.getAttribute("data-language") === shown));
      });
    });
  }

  function startLanguageToggles() {
    var groups = {};
    document.querySelectorAll("figure.scenario[data-pair]").forEach(function (figure) {
      var name = figure.getAttribute("data-pair");
      (groups[name] = groups[name] || []).push(figure);
    });
    var label = document.body.getAttribute("data-code-language") || "";
    Object.keys(groups).forEach(function (name) {
      var figures = groups[name];
      if (figures.length !== 2 || figureLanguage(figures[0]) === figureLanguage(figures[1])) { return; }
      var toggle = element("div", "pair-toggle");
      toggle.setAttribute("role", "group");
      toggle.setAttribute("aria-label", label);
      toggle.pairFigures = figures;
      [["swift", "Swift"], ["objc", "Objective-C"]].forEach(function (spec) {
        var button = element("button", "", spec[1]);
        button.type = "button";
        button.setAttribute("data-language", spec[0]);
        button.addEventListener("click", function () {
          try { window.localStorage.setItem(LANGUAGE_KEY, spec[0]); } catch (e) { /* private mode */ }
          showLanguage(spec[0]);
          var shownButton = document.querySelector("figure.scenario:not(.pair-hidden) .pair-toggle button[data-language=" + spec[0] + "]");
          if (shownButton) { shownButton.focus(); }
        });
        toggle.appendChild(button);
      });
      figures.forEach(function (figure) { figure.classList.add("paired"); });
      figures[0].insertBefore(toggle, figures[0].firstChild);
    });
    showLanguage(savedLanguage());
  }

  // The language switcher keeps the reader's place: heading ids are the same in every
  // locale (HeadingAnchors.swift), so the link gets the section being read as its #hash.
  function currentSection() {
    var headings = document.querySelectorAll("article h2[id], article h3[id]");
    var found = "";
    for (var i = 0; i < headings.length; i++) {
      if (headings[i].getBoundingClientRect().top > 90) { break; }
      found = headings[i].id;
    }
    if (location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))) {
      var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      var top = target.getBoundingClientRect().top;
      if (top > -40 && top < window.innerHeight) { return location.hash.slice(1); }
    }
    return found ? encodeURIComponent(found) : "";
  }

  // The query goes along too: the search page's (`?q=`, as typed so far) and a lesson's
  // highlighted one (`?h=`).
  function startLanguageLinks() {
    document.querySelectorAll(".languages a[hreflang]").forEach(function (link) {
      function update() {
        var section = currentSection();
        var query = window.location.search;
        var box = document.getElementById("search-query");
        if (box) { query = box.value ? "?q=" + encodeURIComponent(box.value) : ""; }
        link.href = link.href.split("#")[0].split("?")[0] + query + (section ? "#" + section : "");
      }
      link.addEventListener("click", update);
      link.addEventListener("focus", update);
      link.addEventListener("mouseenter", update);
    });
  }

  // The locale's lessons.js (LessonListScript): the words the layout leaves out of the page
  // (copied into the body's data- attributes the other features read), and the sidebar's
  // full list in place of the window of neighbours the page holds for readers without
  // JavaScript.
  function startLessonList() {
    var list = window.LESSONS_LIST;
    if (!list) { return; }
    var body = document.body;
    Object.keys(list.t || {}).forEach(function (name) {
      if (!body.hasAttribute("data-" + name)) { body.setAttribute("data-" + name, list.t[name]); }
    });
    var sidebar = document.getElementById("sidebar");
    var ol = sidebar && sidebar.querySelector(".sidebar-lessons");
    if (!ol || !list.lessons) { return; }
    // The page's own window marks this lesson (whatever the URL looks like when served).
    var marked = ol.querySelector("[aria-current=page]");
    var here = marked ? marked.getAttribute("href") : null;
    var items = document.createDocumentFragment();
    var current = null;
    list.lessons.forEach(function (lesson) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      var number = document.createElement("span");
      link.href = lesson[0];
      number.textContent = lesson[1];
      link.appendChild(number);
      link.appendChild(document.createTextNode(lesson[2]));
      if (lesson[0] === here) {
        link.setAttribute("aria-current", "page");
        current = link;
      }
      item.appendChild(link);
      if (lesson[3]) {
        var mark = document.createElement("span");
        mark.className = "missing";
        mark.title = list.missing[0];
        mark.textContent = list.missing[1];
        item.appendChild(document.createTextNode(" "));
        item.appendChild(mark);
      }
      items.appendChild(item);
    });
    ol.textContent = "";
    ol.appendChild(items);
    ol.setAttribute("data-full", "");
    if (current) { sidebar.scrollTop = Math.max(0, current.offsetTop - sidebar.clientHeight / 3); }
  }

  // Each provenance letter of a trace table titled "Rule A7.1: documented by Apple", from
  // the words in the body's data-provenance (format|D|O|I): the page itself explains the
  // letters once, under each table, rather than on every row.
  function startMarkTitles() {
    var words = (document.body.getAttribute("data-provenance") || "").split("|");
    if (words.length < 4) { return; }
    var tags = { "pv-d": words[1], "pv-o": words[2], "pv-i": words[3] };
    document.querySelectorAll("table.trace a[class^=pv-]").forEach(function (mark) {
      var rule = decodeURIComponent(mark.hash.slice(1)).split("-").join(".");
      mark.title = words[0].replace("{rule}", rule).replace("{tag}", tags[mark.className] || "");
    });
  }

  // A page opened from a search result (`?h=query`) marks the query's words in its text, as
  // the result list did (words the query finds with a prefix or a typo too).
  function startPageHighlights() {
    var query = new URLSearchParams(window.location.search).get("h");
    var root = document.querySelector("main article") || document.querySelector("main");
    if (!query || !root) { return; }
    var wanted = queryTerms(query);
    if (!wanted.length) { return; }
    var found = { terms: wanted, expansions: wanted.map(function () { return {}; }) };
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        return node.parentNode.closest("script, style, mark, svg, .player")
          ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
      }
    });
    var nodes = [];
    while (walker.nextNode()) { nodes.push(walker.currentNode); }
    var count = 0;
    nodes.forEach(function (node) {
      if (count >= 500) { return; }
      var ranges = marks(node.nodeValue, found);
      if (!ranges.length) { return; }
      count += ranges.length;
      var fragment = document.createDocumentFragment();
      highlight(fragment, node.nodeValue, found);
      node.parentNode.replaceChild(fragment, node);
    });
  }

  // On paper a trace prints as the lesson's own trace text (what the Copy button copies:
  // kind, indentation, event), not as the table: a table of a few hundred rows, each cell a
  // tagged element with its badge, made a lesson's PDF several times larger than its text.
  // Swapped in on beforeprint (Chromium fires it for the print dialog and for printing to
  // PDF alike) and back on afterprint; without JavaScript the table prints.
  function startPrintTraces() {
    var swapped = [];
    var highlighted = [];
    window.addEventListener("beforeprint", function () {
      document.querySelectorAll("figure.scenario .trace-wrap").forEach(function (wrap) {
        var figure = wrap.closest("figure.scenario");
        var button = figure.querySelector(".copy-button[data-copy=trace]");
        if (!button) { return; }
        var pre = element("pre", "trace-text", copyText(button));
        wrap.parentNode.insertBefore(pre, wrap);
        wrap.hidden = true;
        swapped.push([wrap, pre]);
      });
      // The code too prints as its plain text: a span per token and per line would each be
      // a tagged element of the PDF, which is what makes printing slow once the tables are
      // text.
      document.querySelectorAll("figure.scenario pre.code code").forEach(function (code) {
        highlighted.push([code, code.innerHTML]);
        code.textContent = code.textContent;
      });
    });
    window.addEventListener("afterprint", function () {
      swapped.forEach(function (pair) {
        pair[0].hidden = false;
        pair[1].parentNode.removeChild(pair[1]);
      });
      highlighted.forEach(function (pair) { pair[0].innerHTML = pair[1]; });
      swapped = [];
      highlighted = [];
    });
  }

  window.LessonsSite = { copyText: copyText, terms: terms, lastCopied: null };

  function start() {
    startLessonList();
    startPageHighlights();
    startMarkTitles();
    startSearchPage();
    startHeaderSearch();
    startShortcuts();
    startCopyButtons();
    startScrollCues();
    startTableKeys();
    startPlayers();
    startLanguageToggles();
    startLanguageLinks();
    startPrintTraces();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
