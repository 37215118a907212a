/// `check`'s side of translation marks: a translation whose `translated-from:` no longer
/// matches the default-locale lesson it translates is outdated. Each one is a warning at its
/// `translated-from:` line, and its page says so (`Lesson.outdatedFrom`).
///
/// Unmarked translations are not warned about here (`lessons translations` lists them): a
/// site that never marks its translations would otherwise warn on every file.
package enum TranslationFreshness {
  /// Marks and reports the outdated translations among `lessons` (the default locale's
  /// lessons are the sources).
  package static func check(_ lessons: inout [Lesson], defaultLocale: String) -> [SiteDiagnostic] {
    var sources: [String: Lesson] = [:]
    for lesson in lessons where lesson.locale == defaultLocale { sources[lesson.slug] = lesson }
    var diagnostics: [SiteDiagnostic] = []
    for index in lessons.indices where lessons[index].locale != defaultLocale {
      let lesson = lessons[index]
      guard let source = sources[lesson.slug],
        let recorded = TranslationMarker.recordedHash(in: lesson.bytes),
        recorded != SourceHash.of(source.bytes)
      else { continue }
      lessons[index].outdatedFrom = defaultLocale
      let line = markLine(of: lesson)
      let column = lesson.lines[line].prefix { $0 == " " || $0 == "\t" }.count + 1
      diagnostics.append(
        TranslationMessages.outdated(source: source.path)
          .located(file: lesson.path, line: line, column: column, text: lesson.lines))
    }
    return diagnostics
  }

  /// The front-matter line that holds `translated-from:` (1 if none is found).
  private static func markLine(of lesson: Lesson) -> Int {
    let last = max(1, lesson.bodyFirstLine - 1)
    for number in 2...max(2, last) {
      let text = lesson.lines[number].drop { $0 == " " || $0 == "\t" }
      if text.hasPrefix(TranslationMarker.key + ":") { return number }
    }
    return 1
  }
}

/// Every diagnostic about translation marks, with its id and wording.
package enum TranslationMessages {
  package static func outdated(source: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: "translation.outdated", severity: .warning,
      message: "this translation is outdated: \(source) changed since `translated-from:` was "
        + "written; bring it up to date (`lessons translations` shows what changed), then run "
        + "`lessons translations --mark` with this file")
  }
}
