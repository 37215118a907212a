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
    var sources: [String: Int] = [:]
    for index in lessons.indices where lessons[index].locale == defaultLocale {
      sources[lessons[index].slug] = index
    }
    // Each source's hash once, however many translations it has.
    var hashes: [Int: String] = [:]
    var diagnostics: [SiteDiagnostic] = []
    for index in lessons.indices where lessons[index].locale != defaultLocale {
      // From the lessons' facts when loading kept them (an unopened lesson has only those).
      let facts = lessons[index].facts
      guard let sourceIndex = sources[lessons[index].slug],
        let recorded = facts.map({ $0.translationMark?.hash }) ?? recordedHash(of: lessons[index])
      else { continue }
      let hash =
        hashes[sourceIndex] ?? lessons[sourceIndex].facts?.sourceHash
        ?? SourceHash.of(lessons[sourceIndex].bytes)
      hashes[sourceIndex] = hash
      guard recorded != hash else { continue }
      let lesson = lessons[index]
      let source = lessons[sourceIndex]
      lessons[index].outdatedFrom = defaultLocale
      var diagnostic = TranslationMessages.outdated(source: source.path)
      diagnostic.file = lesson.path
      if let mark = facts?.translationMark {
        (diagnostic.line, diagnostic.column, diagnostic.sourceLine) = (
          mark.line, mark.column, mark.text
        )
      } else {
        let line = markLine(of: lesson)
        let column = lesson.lines[line].prefix { $0 == " " || $0 == "\t" }.count + 1
        diagnostic = diagnostic.located(
          file: lesson.path, line: line, column: column, text: lesson.lines)
      }
      diagnostics.append(diagnostic)
    }
    return diagnostics
  }

  /// The lesson's `translated-from:` value, read off the front-matter lines it already split
  /// (what `TranslationMarker.recordedHash(in:)` reads, without splitting the file again):
  /// the last such line wins, its value trimmed and unquoted; nil when empty or absent.
  static func recordedHash(of lesson: Lesson) -> String? {
    guard lesson.bodyFirstLine > 2 else { return nil }
    var found: String?
    for number in 2..<(lesson.bodyFirstLine - 1) {
      let line = lesson.lines[number]
      guard let colon = line.firstIndex(of: ":"),
        line[..<colon].trimmingWhitespace() == TranslationMarker.key
      else { continue }
      var value = line[line.index(after: colon)...].trimmingWhitespace()
      for quote in ["\"", "'"]
      where value.count >= 2 && value.hasPrefix(quote) && value.hasSuffix(quote) {
        value = String(value.dropFirst().dropLast())
        break
      }
      found = value
    }
    return found.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The front-matter line that holds `translated-from:` (1 if none is found).
  static func markLine(of lesson: Lesson) -> Int {
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
      id: .translationOutdated, severity: .warning,
      message: "this translation is outdated: \(source) changed since `translated-from:` was "
        + "written; bring it up to date (the source's version history, such as `git log -p` "
        + "on it, shows what changed), then run `lessons translations --mark` with this file")
  }
}
