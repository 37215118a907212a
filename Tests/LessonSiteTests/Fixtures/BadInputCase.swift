import Foundation
import Testing

/// One case of the bad-input catalogue (`Tests/Fixtures/BadInputs/<kind>/<name>.txtar`): the
/// files of a small site, what to run over them, and the diagnostics it must report.
///
/// ```
/// A lesson whose front matter is never closed.
/// expect: front-matter.unclosed en/01-a.md:1
/// -- en/01-a.md --
/// ---
/// title: A
/// ```
/// Header lines `expect: <id> <path>[:<line>[:<column>]]` (paths relative to the case's
/// folder, lines from the file's first byte, columns in characters; `-` for no file),
/// `command: build` or `command: promote` (`check --promote`; default `check`), and
/// `remove: Templates/<file>` (a theme file the case takes away); any other header line is
/// the case's description. Files under
/// `Templates/` are laid over a copy of the project's own theme; every other file goes in the
/// content folder, which gets a one-locale `en` site.json when the case has none.
struct BadInputCase: Sendable, CustomTestStringConvertible {
  /// What the case runs.
  enum Command: String, Sendable {
    case check, build, promote
  }

  /// One expected diagnostic; nil line or column means the tool gives none there (or the case
  /// does not pin it).
  struct Expectation: Sendable, Equatable, CustomStringConvertible {
    var id: String
    var path: String
    var line: Int?
    var column: Int?
    /// The header line that asked for it, 1-based in the case file.
    var caseLine: Int

    var description: String {
      "\(id) \(path)" + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "")
    }

    /// True when `found` is this diagnostic at this place.
    func matches(_ found: Found) -> Bool {
      found.id == id && found.path == path && (line == nil || found.line == line)
        && (column == nil || found.column == column)
    }
  }

  /// A diagnostic as reported, its file made relative to the case's folder.
  struct Found: Sendable, CustomStringConvertible {
    var id: String
    var path: String
    var line: Int?
    var column: Int?

    var description: String {
      "\(id) \(path)" + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "")
    }
  }

  /// The case file, relative to `Tests/Fixtures/BadInputs/` (`markdown/unclosed-fence.txtar`).
  var name: String
  /// The sub-folder: `scenario`, `markdown`, `front-matter`, …
  var kind: String { String(name.prefix { $0 != "/" }) }
  var command: Command
  var expectations: [Expectation]
  var files: [Txtar.File]
  /// Theme files taken away (`remove:`), relative to the case's folder.
  var removed: [String]
  /// Malformed header lines.
  var problems: [String]

  var testDescription: String { name }

  init(name: String, bytes: [UInt8]) {
    self.name = name
    let archive = Txtar(bytes)
    files = archive.files
    var command = Command.check
    var expectations: [Expectation] = []
    var problems: [String] = []
    var removed: [String] = []
    for (index, line) in archive.header.enumerated() {
      if line.hasPrefix("command:") {
        let value = line.dropFirst("command:".count).trimmingCharacters(in: .whitespaces)
        if let parsed = Command(rawValue: value) {
          command = parsed
        } else {
          problems.append("line \(index + 1): unknown command `\(value)`")
        }
      } else if line.hasPrefix("remove:") {
        let path = line.dropFirst("remove:".count).trimmingCharacters(in: .whitespaces)
        if path.hasPrefix("Templates/"), !path.contains("..") {
          removed.append(path)
        } else {
          problems.append("line \(index + 1): only files under Templates/ can be removed")
        }
      } else if line.hasPrefix("expect:") {
        if let expectation = Self.expectation(line, caseLine: index + 1) {
          expectations.append(expectation)
        } else {
          problems.append("line \(index + 1): expected `expect: <id> <path>[:<line>[:<column>]]`")
        }
      }
    }
    self.command = command
    self.expectations = expectations
    self.removed = removed
    self.problems = problems
  }

  /// `expect: id path:line:column` → its parts.
  static func expectation(_ line: String, caseLine: Int) -> Expectation? {
    let words = line.dropFirst("expect:".count).split(separator: " ").map(String.init)
    guard words.count == 2 else { return nil }
    var place = words[1].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    var numbers: [Int] = []
    while numbers.count < 2, place.count > 1, let number = Int(place.last!) {
      numbers.insert(number, at: 0)
      place.removeLast()
    }
    let path = place.joined(separator: ":")
    guard !path.isEmpty else { return nil }
    return Expectation(
      id: words[0], path: path, line: numbers.first, column: numbers.count == 2 ? numbers[1] : nil,
      caseLine: caseLine)
  }
}
