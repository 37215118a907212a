/// `<locale>/lessons.js`: every lesson of a locale, and the interface words `site.js` needs,
/// as one script that every page of the locale loads, so no page repeats them:
///
///     window.LESSONS_LIST = {"t": {"copy-label": "Copy", …},
///     "missing": ["not translated yet", "(not translated)"],
///     "lessons": [["adding-a-child.html", "01", "Adding a child"],
///     ["transition.html", "02", "A transition", 1], …]};
///
/// A lesson is `[file, number, title]`, with a fourth element `1` when the page shows
/// another locale's text (no translation yet). `site.js` draws the sidebar's full list from
/// it and copies `t` into the page's `data-` attributes (`data-copy-label`, …) that the
/// layout leaves out. A script, not JSON fetched, so it loads from `file://` (as mdBook's
/// `toc.js`). Without JavaScript the sidebar keeps its short window of neighbours
/// (`PageRenderer.sidebarWindow`), the pager and the link to the full list.
package struct LessonListScript: Sendable {
  /// The file name inside each locale folder.
  package static let fileName = "lessons.js"
  /// The global the script assigns.
  package static let globalName = "LESSONS_LIST"

  /// One lesson of the list.
  package struct Entry: Sendable, Equatable {
    package var fileName: String
    package var number: String
    package var title: String
    /// The page shows another locale's text.
    package var isFallback: Bool

    package init(fileName: String, number: String, title: String, isFallback: Bool) {
      self.fileName = fileName
      self.number = number
      self.title = title
      self.isFallback = isFallback
    }
  }

  /// The `data-` attributes of a lesson page's `<body>` that `site.js` reads (without the
  /// `data-` prefix), each with the UI string keys whose words it holds, joined by `|`.
  package static let bodyAttributes: [(name: String, keys: [String])] = [
    ("code-language", ["codeLanguage"]),
    ("copy-label", ["copy"]),
    ("copied-label", ["copied"]),
    ("copy-code", ["copyCode"]),
    ("copy-trace", ["copyTrace"]),
    ("diagram-scroll", ["diagramScroll"]),
    ("provenance", ["fidelityMarkTitle", "fidelityTagD", "fidelityTagO", "fidelityTagI"]),
    (
      "player",
      [
        "playerFirst", "playerPrevious", "playerPlay", "playerPause", "playerNext", "playerLast",
        "playerStep", "playerBefore", "playerLabel", "playerControllers", "playerViews",
        "stateDisappeared", "stateAppearing", "stateAppeared", "stateDisappearing", "viewLoaded",
        "viewNotLoaded", "notInWindow", "playerParent", "stateNotShown",
      ]
    ),
    (
      "player-help",
      [
        "playerHelp", "playerHelpKeys", "traceKind",
        "badgeManual", "kindManual", "badgeAuto", "kindAuto", "badgeBlock", "kindBlock",
        "badgeTurn", "kindTurn", "badgeTime", "kindTime", "badgePrint", "kindPrint",
        "badgeLint", "kindLint", "badgeWarning", "kindWarning", "badgeRaise", "kindRaise",
        "playerStates", "stateNotShown", "helpNotShown", "stateAppearing", "helpAppearing",
        "stateAppeared", "helpAppeared", "stateDisappearing", "helpDisappearing",
        "stateDisappeared", "helpDisappeared", "viewLoaded", "helpViewLoaded", "notInWindow",
        "helpNotInWindow",
      ]
    ),
  ]

  package var lessons: [Entry]
  /// The locale's interface words.
  package var strings: UIStrings

  package init(lessons: [Entry], strings: UIStrings) {
    self.lessons = lessons
    self.strings = strings
  }

  /// The script's text. Strings are JSON-quoted with `<`, `>` and `&` escaped
  /// (`SearchIndex.quote`), so a title can never close a script element.
  package func javaScript() -> String {
    var out = "window." + Self.globalName + " = {\"t\": {"
    for (offset, attribute) in Self.bodyAttributes.enumerated() {
      if offset > 0 { out += ", " }
      out += SearchIndex.quote(attribute.name) + ": "
      out += SearchIndex.quote(attribute.keys.map { strings[$0] }.joined(separator: "|"))
    }
    out += "},\n\"missing\": [" + SearchIndex.quote(strings["notTranslated"]) + ", "
    out += SearchIndex.quote(strings["notTranslatedMark"]) + "],\n\"lessons\": ["
    for (offset, lesson) in lessons.enumerated() {
      out += offset == 0 ? "\n[" : ",\n["
      out += SearchIndex.quote(lesson.fileName) + ", " + SearchIndex.quote(lesson.number) + ", "
      out += SearchIndex.quote(lesson.title)
      out += lesson.isFallback ? ", 1]" : "]"
    }
    out += "]};\n"
    return out
  }
}
