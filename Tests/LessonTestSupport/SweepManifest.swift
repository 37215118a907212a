import Foundation

/// The manifest of a sweep fixture folder (`Tests/Fixtures/Sweep25` …): one line per
/// container file cut from a public repository, `file | outcome | … | source`, saying how the
/// file ends when it runs. The sweep suites share this reader and `problems(_:expected:run:fixed:)`
/// so that every sweep checks the same outcomes the same way.
///
/// The outcomes: `trace` (runs as written, no error, with the predicted trace), `differs` (runs
/// as written, no error, with another trace: the folder's README says why), `fixed-trace` and
/// `fixed-differs` (as written it reports exactly the listed errors; after `lessons fix` it runs
/// without error, with the predicted trace or with another), and `error` (it reports exactly the
/// listed errors, and in the `outcomeAndErrors` layout still stops after `lessons fix`, on the
/// error the line names: `error | ids ; after fix: id | …`, so that a file that starts to run
/// after `lessons fix`, or stops on another error, is seen). Lines starting with `#` are
/// comments.
package struct SweepManifest: Sendable {
  /// Which columns a manifest has; the older sweeps wrote theirs before the format settled.
  package enum Layout: Sendable {
    /// `file | outcome | error ids as written (- for none) | source` (Sweep26, Sweep28, later);
    /// an `error` line's ids end with `; after fix: id`, the first error after `lessons fix`.
    case outcomeAndErrors
    /// `file | trace, differs or the error ids | source` (Sweep27).
    case outcomeOrErrors
    /// `file | fence words | error ids after the run (- for none) | source` (Sweep25): every
    /// line is an `error` outcome, whose list may be empty.
    case wordsAndErrors
  }

  /// One manifest line.
  package struct Entry: Sendable, CustomStringConvertible {
    package var file: String
    package var outcome: String
    package var errors: Set<String>
    /// Fence words the line gives (Sweep25 keeps them in the manifest, not in the file).
    package var words: [String]
    /// For an `error` line (`outcomeAndErrors`): the id of the first error `lessons run` reports
    /// after `lessons fix` (`; after fix: id` after the ids), nil when the line gives none.
    package var afterFix: String? = nil

    package var description: String { file }
  }

  /// What one run of a file gave: its error ids and the trace lines to compare.
  package struct Run: Sendable {
    package var errors: Set<String>
    package var trace: [String]
    /// The id of the first error reported, in output order (nil when none, or not recorded).
    package var firstError: String?

    package init(errors: Set<String>, trace: [String], firstError: String? = nil) {
      self.errors = errors
      self.trace = trace
      self.firstError = firstError
    }
  }

  package let folder: URL
  package let layout: Layout
  package let entries: [Entry]

  /// Reads `manifest.txt` of `folder`; a missing manifest gives no entries (the count test of
  /// each suite then fails and says so).
  package init(folder: URL, layout: Layout) {
    self.folder = folder
    self.layout = layout
    let text =
      (try? String(contentsOf: folder.appendingPathComponent("manifest.txt"), encoding: .utf8))
      ?? ""
    entries = text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      return Self.entry(fields, layout)
    }
  }

  private static func entry(_ fields: [String], _ layout: Layout) -> Entry? {
    switch layout {
    case .outcomeAndErrors:
      guard fields.count >= 3 else { return nil }
      let parts = fields[2].components(separatedBy: afterFixMark)
      let afterFix = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
      return Entry(
        file: fields[0], outcome: fields[1],
        errors: ids(parts[0].trimmingCharacters(in: .whitespaces)), words: [], afterFix: afterFix)
    case .outcomeOrErrors:
      guard fields.count >= 2 else { return nil }
      let keyword = ["trace", "differs"].contains(fields[1])
      return Entry(
        file: fields[0], outcome: keyword ? fields[1] : "error",
        errors: keyword ? [] : ids(fields[1]), words: [])
    case .wordsAndErrors:
      guard fields.count >= 3 else { return nil }
      return Entry(
        file: fields[0], outcome: "error", errors: ids(fields[2]),
        words: fields[1].split(separator: " ").map(String.init))
    }
  }

  /// What separates an `error` line's ids from the first error after `lessons fix`.
  package static let afterFixMark = "; after fix:"

  /// A comma-separated id list; `-` or nothing is the empty list.
  package static func ids(_ field: String) -> Set<String> {
    field == "-" ? [] : Set(field.split(separator: ",").map(String.init))
  }

  /// The text of one fixture file.
  package func markdown(_ entry: Entry) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(entry.file), encoding: .utf8)
  }

  /// What is wrong with `entry` against its manifest line, one sentence per problem (none when
  /// it ends as the line says). `run` runs the file as written; `fixed` applies `lessons fix`
  /// and runs it again, and is only called for the `fixed-…` outcomes and for `error` lines of
  /// the `outcomeAndErrors` layout.
  package func problems(
    _ entry: Entry, expected: [String], run: () throws -> Run, fixed: () throws -> Run
  ) rethrows -> [String] {
    var problems: [String] = []
    let asWritten = try run()
    switch entry.outcome {
    case "trace", "differs":
      if !asWritten.errors.isEmpty {
        problems.append("\(entry.file): errors \(asWritten.errors.sorted()), none expected")
      }
      problems += traceProblems(entry, asWritten.trace, expected, same: entry.outcome == "trace")
    case "fixed-trace", "fixed-differs":
      if entry.errors.isEmpty {
        problems.append(
          "\(entry.file): `\(entry.outcome)` lists no errors for lessons fix to answer")
      }
      if asWritten.errors != entry.errors {
        problems.append(
          "\(entry.file): errors \(asWritten.errors.sorted()), expected \(entry.errors.sorted())")
      }
      let afterFix = try fixed()
      if !afterFix.errors.isEmpty {
        problems.append("\(entry.file): after lessons fix, errors \(afterFix.errors.sorted())")
      }
      problems += traceProblems(
        entry, afterFix.trace, expected, same: entry.outcome == "fixed-trace"
      ).map { $0 + " (after lessons fix)" }
    case "error":
      // Only Sweep25's layout writes an `error` line with an empty list (a file that ran).
      if entry.errors.isEmpty, layout != .wordsAndErrors {
        problems.append("\(entry.file): `error` lists no error ids")
      }
      if asWritten.errors != entry.errors {
        problems.append(
          "\(entry.file): errors \(asWritten.errors.sorted()), expected \(entry.errors.sorted())")
      }
      if layout == .outcomeAndErrors {
        problems += afterFixProblems(entry, try fixed())
      }
    default:
      problems.append("\(entry.file): unknown outcome `\(entry.outcome)`")
    }
    return problems
  }

  /// An `error` line's check after `lessons fix`: the file still stops, on the error the line
  /// names (a file that now runs after the fix is a `fixed-…` outcome the line under-reports).
  private func afterFixProblems(_ entry: Entry, _ afterFix: Run) -> [String] {
    guard let named = entry.afterFix, !named.isEmpty else {
      return [
        "\(entry.file): `error` gives no first error after lessons fix (`\(Self.afterFixMark) id`)"
      ]
    }
    guard let first = afterFix.firstError, !afterFix.errors.isEmpty else {
      return [
        "\(entry.file): runs after lessons fix; the line should be fixed-trace or fixed-differs"
      ]
    }
    if first != named {
      return ["\(entry.file): after lessons fix, first error \(first), expected \(named)"]
    }
    return []
  }

  private func traceProblems(_ entry: Entry, _ got: [String], _ expected: [String], same: Bool)
    -> [String]
  {
    if same, got != expected {
      let index =
        zip(got, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(got.count, expected.count)
      let gotLine = index < got.count ? got[index] : "(end)"
      let expectedLine = index < expected.count ? expected[index] : "(end)"
      return ["\(entry.file): trace line \(index + 1) is `\(gotLine)`, predicted `\(expectedLine)`"]
    }
    if !same, got == expected {
      return ["\(entry.file): now as predicted; update the manifest"]
    }
    return []
  }

  /// The trace lines of `lessons run`'s output: lines that start with a lowercase tag word,
  /// `lint` lines (the model's advice, not UIKit's behaviour) left out.
  package static func traceLines(_ text: String) -> [String] {
    text.split(separator: "\n").filter { line in
      guard let first = line.first, first.isLowercase else { return false }
      return !line.hasPrefix("lint ")
    }.map(String.init)
  }

  /// The predicted trace of a sweep file: its first ```` ```trace ```` block (a revised
  /// prediction keeps the first one in a `predicted-first` block after it), lint lines left out.
  package static func expectedTrace(_ markdown: String) -> [String] {
    guard let start = markdown.range(of: "```trace\n"),
      let end = markdown.range(of: "\n```", range: start.upperBound..<markdown.endIndex)
    else { return [] }
    return traceLines(String(markdown[start.upperBound..<end.lowerBound]))
  }

  /// The id of the first `file:line:column: error: … [id]` line of a command's output.
  package static func firstErrorID(_ text: String) -> String? {
    for line in text.split(separator: "\n") where line.contains(": error: ") {
      if let open = line.lastIndex(of: "["), line.hasSuffix("]") {
        return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
      }
    }
    return nil
  }

  /// The ids of the `file:line:column: error: … [id]` lines of a command's output.
  package static func errorIDs(_ text: String) -> Set<String> {
    var ids: Set<String> = []
    for line in text.split(separator: "\n") where line.contains(": error: ") {
      if let open = line.lastIndex(of: "["), line.hasSuffix("]") {
        ids.insert(String(line[line.index(after: open)..<line.index(before: line.endIndex)]))
      }
    }
    return ids
  }

  /// A one-scenario file's fence words (`self=`, `run=` …), its code, and every line of the
  /// trace block after it (lint lines included, as Sweep27 compares them).
  package static func blockParts(_ markdown: String) -> (
    words: [String], code: String, trace: [String]
  ) {
    var words: [String] = []
    var code: [Substring] = []
    var trace: [String] = []
    var inside: String?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if inside == nil, line.hasPrefix("```") {
        let fence = line.dropFirst(3).split(separator: " ").map(String.init)
        inside = fence.first
        if fence.contains("scenario") { words = fence.filter { $0.contains("=") } }
      } else if line.hasPrefix("```") {
        inside = nil
      } else if inside == "trace" {
        trace.append(String(line))
      } else if inside != nil {
        code.append(line)
      }
    }
    return (words, code.joined(separator: "\n"), trace)
  }
}
