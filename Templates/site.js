// Comforts on top of pages that work without JavaScript: search as you type from the header
// box (over the locale's index, a plain script that loads from file://, fetched on first
// use), keyboard shortcuts, copy buttons, and a cue on diagrams wider than the column.
(function () {
  "use strict";

  // Mirrors SearchTokenizer.swift: lowercased words, and Han/Kana/Hangul runs as bigrams.
  var bigramScript = /[\u{3040}-\u{30ff}\u{3400}-\u{4dbf}\u{4e00}-\u{9fff}\u{f900}-\u{faff}\u{20000}-\u{2fa1f}\u{1100}-\u{11ff}\u{3130}-\u{318f}\u{ac00}-\u{d7af}]/u;
  var wordPattern = /[\p{L}\p{N}_]+/gu;
  function terms(text) {
    var seen = {};
    var out = [];
    function add(term) {
      if (term && !seen[term]) { seen[term] = true; out.push(term); }
    }
    var words = text.toLowerCase().match(wordPattern) || [];
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

  // Levenshtein distance, stopping early once it must exceed `limit`.
  function within(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) { return false; }
    var previous = [];
    for (var j = 0; j <= b.length; j++) { previous.push(j); }
    for (var i = 1; i <= a.length; i++) {
      var current = [i];
      var best = i;
      for (var k = 1; k <= b.length; k++) {
        var cost = a.charCodeAt(i - 1) === b.charCodeAt(k - 1) ? 0 : 1;
        var value = Math.min(previous[k] + 1, current[k - 1] + 1, previous[k - 1] + cost);
        current.push(value);
        if (value < best) { best = value; }
      }
      if (best > limit) { return false; }
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
    // made positions again, once.
    if (!index.decoded) {
      Object.keys(index.terms).forEach(function (key) {
        var list = index.terms[key];
        for (var i = 1; i < list.length; i++) { list[i] += list[i - 1]; }
      });
      index.decoded = true;
    }
    this.index = index;
    this.keys = Object.keys(index.terms);
    this.titleTerms = index.pages.map(function (page) { return terms(page[0]); });
    this.headingTerms = {};
    this.firstSection = {};
    var self = this;
    index.sections.forEach(function (section, position) {
      if (!(section[0] in self.firstSection)) { self.firstSection[section[0]] = position; }
    });
  }

  // Every index key matching `term`, with its quality.
  Searcher.prototype.expand = function (term) {
    var matches = {};
    if (bigramScript.test(term)) {
      if (this.index.terms[term]) { matches[term] = 1; }
      return matches;
    }
    for (var i = 0; i < this.keys.length; i++) {
      var q = quality(term, this.keys[i]);
      if (q > 0) { matches[this.keys[i]] = q; }
    }
    return matches;
  };

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
    var lower = text.toLowerCase();
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

  // One result: page title, section heading, passage; links to the section's anchor.
  function resultItem(index, found, hit, base) {
    var section = index.sections[hit.section];
    var page = index.pages[section[0]];
    var item = document.createElement("li");
    item.setAttribute("role", "option");
    item.id = "search-hit-" + hit.section;
    var link = document.createElement("a");
    link.href = base + page[1] + (section[1] ? "#" + encodeURIComponent(section[1]) : "");
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

  var searcher = null;
  function currentSearcher() {
    var index = window.LESSONS_SEARCH_INDEX;
    if (!index || !index.sections) { return null; }
    if (!searcher || searcher.index !== index) { searcher = new Searcher(index); }
    return searcher;
  }

  // Fills `list` and `status` with the results for `query`; returns how many.
  function render(list, status, query, base, limit) {
    while (list.firstChild) { list.removeChild(list.firstChild); }
    list.setAttribute("data-query", query);
    var engine = currentSearcher();
    var found = engine ? engine.search(query) : null;
    if (!found) {
      status.textContent = "";
      return -1;
    }
    found.hits.slice(0, limit).forEach(function (hit) {
      list.appendChild(resultItem(engine.index, found, hit, base));
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
      var count = render(list, status, input.value, base, 30);
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
        window.location.href = item.querySelector("a").href;
        open(false);
      } else if (event.key === "Escape") {
        if (!popup.hidden) { open(false); } else { input.blur(); }
        event.preventDefault();
      }
    });
    document.addEventListener("click", function (event) {
      if (!form.contains(event.target)) { open(false); }
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

  // A visible cue on a diagram wider than its column (it scrolls inside its own box).
  function startDiagramCues() {
    var wraps = document.querySelectorAll(".seq-wrap");
    if (!wraps.length) { return; }
    function check() {
      wraps.forEach(function (wrap) {
        var scroller = wrap.querySelector(".seq-scroll") || wrap;
        var wide = scroller.scrollWidth > scroller.clientWidth + 1;
        wrap.classList.toggle("is-scrollable", wide);
        if (wide && !wrap.hasAttribute("tabindex")) {
          // A box that scrolls must be reachable by keyboard, and say what it is.
          wrap.setAttribute("tabindex", "0");
          wrap.setAttribute("role", "region");
          wrap.setAttribute("aria-label", document.body.getAttribute("data-diagram-scroll") || "");
        }
        wrap.classList.toggle("at-end", scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 1);
      });
    }
    wraps.forEach(function (wrap) {
      var scroller = wrap.querySelector(".seq-scroll") || wrap;
      scroller.addEventListener("scroll", check, { passive: true });
    });
    window.addEventListener("resize", debounce(check, 100));
    check();
  }


  // The trace player: steps through a scenario's trace, lighting up the table row, the
  // diagram arrow and the source line together, with UIKit's state at that step as the
  // model computed it at build time (the figure's `player-data`, see TracePlayerData.swift).
  function playerStates(model) {
    var states = [];
    var current = null;
    model.s.forEach(function (step) {
      if (current === null) {
        current = { c: step.c.slice(), v: step.v };
      } else if (step !== 0) {
        var controllers = current.c.slice();
        (step.c || []).forEach(function (entry) {
          var at = -1;
          controllers.forEach(function (known, index) { if (known[0] === entry[0]) { at = index; } });
          if (at < 0) { controllers.push(entry); } else { controllers[at] = entry; }
        });
        current = { c: controllers, v: step.v || current.v };
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
        var appearance = element("span", "ap ap" + entry[2], words.appearance[entry[2]]);
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

  function startPlayers() {
    var words = (document.body.getAttribute("data-player") || "").split("|");
    if (words.length < 19) { return; }
    var labels = {
      first: words[0], previous: words[1], play: words[2], pause: words[3], next: words[4],
      last: words[5], step: words[6], before: words[7], player: words[8], controllers: words[9],
      views: words[10], appearance: [words[11], words[12], words[13], words[14]],
      loaded: words[15], notLoaded: words[16], notInWindow: words[17], parent: words[18]
    };
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
      box.appendChild(bar);
      box.appendChild(panel);
      var anchor = figure.querySelector(".trace-wrap");
      anchor.parentNode.insertBefore(box, anchor);
      var step = 0;
      var timer = null;
      var lit = [];
      function show(next) {
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
      }
      function stop() {
        if (timer) { clearInterval(timer); timer = null; }
        buttons.play.textContent = "▶";
        buttons.play.setAttribute("aria-label", labels.play);
        buttons.play.title = labels.play;
      }
      function play() {
        if (timer) { stop(); return; }
        if (step === count) { show(0); }
        buttons.play.textContent = "❚❚";
        buttons.play.setAttribute("aria-label", labels.pause);
        buttons.play.title = labels.pause;
        timer = setInterval(function () {
          if (step >= count) { stop(); return; }
          show(step + 1);
        }, 900);
      }
      buttons.first.addEventListener("click", function () { stop(); show(0); });
      buttons.previous.addEventListener("click", function () { stop(); show(step - 1); });
      buttons.next.addEventListener("click", function () { stop(); show(step + 1); });
      buttons.last.addEventListener("click", function () { stop(); show(count); });
      buttons.play.addEventListener("click", play);
      box.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) { return; }
        var moves = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: count };
        if (event.key in moves) {
          event.preventDefault();
          stop();
          show(moves[event.key]);
        } else if (event.key === " " && event.target === box) {
          event.preventDefault();
          play();
        }
      });
      show(0);
    });
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

  function startLanguageLinks() {
    document.querySelectorAll(".languages a[hreflang]").forEach(function (link) {
      function update() {
        var section = currentSection();
        link.href = link.href.split("#")[0] + (section ? "#" + section : "");
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

  window.LessonsSite = { copyText: copyText, terms: terms, lastCopied: null };

  function start() {
    startLessonList();
    startMarkTitles();
    startSearchPage();
    startHeaderSearch();
    startShortcuts();
    startCopyButtons();
    startDiagramCues();
    startPlayers();
    startLanguageToggles();
    startLanguageLinks();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
