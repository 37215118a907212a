/// The glossary's reach: a translation of a lesson that uses a term needs the term's wording
/// in the translation's locale, or each translator words it their own way. A term whose
/// source-locale wording occurs in a lesson's prose, and that gives no wording for the locale
/// of one of that lesson's translations, is a warning at the glossary, one per term and
/// locale, naming the lessons that need it.
extension Glossary {
  /// The missing wordings, given every lesson of every locale and the locale translations
  /// are made from.
  package func coverageDiagnostics(
    for lessons: [Lesson], sourceLocale: String, glossaryPath: String, glossaryText: String
  ) -> [SiteDiagnostic] {
    let sources = lessons.filter { $0.locale == sourceLocale }
    let translations = Dictionary(grouping: lessons.filter { $0.locale != sourceLocale }) {
      $0.slug
    }
    var missing: [String: [String: [String]]] = [:]  // term id → locale → lesson paths
    for source in sources {
      guard let translated = translations[source.slug], !translated.isEmpty else { continue }
      // The terms its prose uses: from its facts when loading kept them, else read here
      // (once, and only when a translation lacks a wording).
      let known = source.facts.map { Set($0.glossaryTerms) }
      var prose: ProseStream?
      for term in terms {
        guard let wording = term.usage[sourceLocale]?.use else { continue }
        let lacking = translated.filter { term.usage[$0.locale] == nil }
        guard !lacking.isEmpty else { continue }
        if let known {
          guard known.contains(term.id) else { continue }
        } else {
          let stream = prose ?? ProseStream(Lesson.textWithoutByteOrderMark(source.bytes))
          prose = stream
          guard !stream.occurrences(of: wording).isEmpty else { continue }
        }
        for lesson in lacking {
          missing[term.id, default: [:]][lesson.locale, default: []].append(lesson.path)
        }
      }
    }
    return missing.keys.sorted().flatMap { id in
      missing[id, default: [:]].keys.sorted().map { locale in
        ContentMessages.glossaryWordingMissing(
          term: id, locale: locale, lessons: missing[id, default: [:]][locale, default: []].sorted()
        ).located(
          file: glossaryPath, line: Self.line(ofTerm: id, in: glossaryText), text: nil)
      }
    }
  }

  /// The 1-based line of `"id": "ID"` in the glossary's text (1 when it is not found).
  static func line(ofTerm id: String, in text: String) -> Int {
    let needle = "\"id\": \"\(id)\""
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.contains(needle) {
      return index + 1
    }
    return 1
  }

  /// The ids of the terms whose `sourceLocale` wording `lesson`'s prose uses (empty for a
  /// lesson of another locale).
  package func termsUsed(in lesson: Lesson, sourceLocale: String) -> [String] {
    guard lesson.locale == sourceLocale else { return [] }
    let prose = ProseStream(Lesson.textWithoutByteOrderMark(lesson.bytes))
    return terms.compactMap { term in
      guard let wording = term.usage[sourceLocale]?.use, !prose.occurrences(of: wording).isEmpty
      else { return nil }
      return term.id
    }
  }
}
