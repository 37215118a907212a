import Foundation

/// The glossary as part of a content folder: `glossary.json` read into diagnostics placed in
/// the file, and each lesson's avoided wordings as warnings placed in the lesson.
extension Glossary {
  /// The file's name in a content folder, beside site.json.
  package static let fileName = "glossary.json"

  /// Parses glossary.json's bytes; a malformed file comes back as an error placed at the
  /// problem (line and character column), and no glossary.
  package static func parse(_ data: [UInt8], path: String) -> (Glossary?, [SiteDiagnostic]) {
    let lines = TextLines(String(decoding: data, as: UTF8.self))
    func at(_ reason: String, offset: Int?) -> (Glossary?, [SiteDiagnostic]) {
      let (line, column) = offset.map { lines.position(ofUTF8Offset: $0) } ?? (1, 1)
      return (
        nil,
        [
          ContentMessages.glossaryInvalid(reason)
            .located(file: path, line: line, column: column, text: lines)
        ]
      )
    }
    if let offset = JSONNesting.firstExcess(in: data) {
      return at("nested more than \(JSONNesting.maximumDepth) levels deep", offset: offset)
    }
    do {
      _ = try JSONSerialization.jsonObject(with: Data(data))
    } catch {
      // Foundation ends its reason with the 0-based offset ("… around character 16.").
      let reason = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
      return at("not valid JSON: \(reason)", offset: Self.offset(in: reason))
    }
    do {
      return (try Glossary(json: data), [])
    } catch {
      switch error {
      case .invalidJSON:
        return at("not valid JSON", offset: nil)
      case .invalidShape(let problem, let near):
        return at(problem, offset: Self.offset(following: near, in: lines.text))
      }
    }
  }

  /// The avoided wordings in `lesson`'s prose, as warnings at their line and column, each
  /// naming the term to write instead.
  package func diagnostics(for lesson: Lesson) -> [SiteDiagnostic] {
    let text = Lesson.textWithoutByteOrderMark(lesson.bytes)
    return avoidedTerms(in: text, locale: lesson.locale).map { finding in
      let note = terms.first { $0.id == finding.termID }?.usage[lesson.locale]?.note
      return ContentMessages.avoidedTerm(
        finding.avoided, preferred: finding.preferred, term: finding.termID, note: note
      ).located(
        file: lesson.path, line: finding.line, column: finding.column, text: lesson.lines)
    }
  }

  /// The offset Foundation's reason ends with.
  private static func offset(in reason: String) -> Int? {
    reason.split { !$0.isNumber }.last.flatMap { Int($0) }
  }

  /// The offset of the last of `keys` found, each searched (as a quoted JSON string) after
  /// the one before it.
  private static func offset(following keys: [String], in text: String) -> Int? {
    var from = text.startIndex
    var found: Int?
    for key in keys {
      guard let range = text.range(of: "\"\(key)\"", range: from..<text.endIndex) else { break }
      found = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
      from = range.upperBound
    }
    return found
  }
}
