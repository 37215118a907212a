import Foundation
import LessonTestSupport
import Scenarios
import Testing

/// Every sweep folder (`Tests/Fixtures/Sweep25` … `Sweep37Holdout`): container files cut from
/// public repositories that no earlier sweep, test or lesson used (or imitations of them, where
/// the repository's licence does not let the file be kept: ThirdPartyLicenceTests), each with
/// the trace FIDELITY predicts written before the first run. Each file ends as its manifest line
/// says (SweepManifest): the predicted trace as written or after `lessons fix`, another trace
/// (the folder's README says why), or exactly the listed errors. One suite, one table of
/// folders: a new sweep is a new row.
@Suite struct SweepFolderTests {
  /// How a folder's files are run.
  enum Runner: Sendable {
    /// As a user runs them: `lessons run` on a copy, and `lessons fix` then `lessons run` for
    /// the `fixed-…` outcomes (Sweep26 and later).
    case commandLine
    /// In process, the fence words taken from the manifest line, errors only (Sweep25).
    case manifestWords
    /// In process, the file's own fence words, and its whole trace block compared, lint lines
    /// included (Sweep27).
    case blockWords
  }

  /// One sweep folder and what it holds.
  struct Folder: Sendable, CustomTestStringConvertible {
    let name: String
    let layout: SweepManifest.Layout
    let runner: Runner
    /// The manifest column (from 0) that gives each file's licence.
    let licenceColumn: Int
    /// How many files the folder has, and how many of each kind when the sweep set them
    /// (`o…` Objective-C, `s…` Swift, `set3-…` Sweep26's third set).
    let count: Int
    let kinds: [String: Int]
    /// Whether each file's first line names its licence in words (`MIT licence`), as
    /// Sweep30Holdout's did before ThirdPartyLicenceTests covered every folder.
    let firstLineNamesLicence: Bool

    var testDescription: String { name }

    var manifest: SweepManifest {
      SweepManifest(folder: SweepFolderTests.fixtures.appendingPathComponent(name), layout: layout)
    }

    init(
      _ name: String, layout: SweepManifest.Layout = .outcomeAndErrors,
      runner: Runner = .commandLine, licenceColumn: Int = 3, count: Int,
      kinds: [String: Int] = [:], firstLineNamesLicence: Bool = false
    ) {
      self.name = name
      self.layout = layout
      self.runner = runner
      self.licenceColumn = licenceColumn
      self.count = count
      self.kinds = kinds
      self.firstLineNamesLicence = firstLineNamesLicence
    }
  }

  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  static let halfAndHalf = ["o": 15, "s": 15]

  static let folders: [Folder] = [
    Folder("Sweep25", layout: .wordsAndErrors, runner: .manifestWords, count: 20),
    Folder("Sweep26", count: 45, kinds: ["o": 15, "s": 15, "set3": 15]),
    Folder(
      "Sweep27", layout: .outcomeOrErrors, runner: .blockWords, licenceColumn: 2, count: 8),
    Folder("Sweep28", count: 30, kinds: halfAndHalf),
    Folder("Sweep29Holdout", count: 30, kinds: halfAndHalf),
    Folder("Sweep30Holdout", count: 12, kinds: ["o": 10, "s": 2], firstLineNamesLicence: true),
    Folder("Sweep32Holdout", count: 30, kinds: halfAndHalf),
    Folder("Sweep33Holdout", count: 30, kinds: halfAndHalf),
    Folder("Sweep34Holdout", count: 30, kinds: halfAndHalf),
    Folder("Sweep35Holdout", count: 30, kinds: halfAndHalf),
    Folder("Sweep36Holdout", count: 30, kinds: halfAndHalf),
    Folder("Sweep37Holdout", count: 30, kinds: halfAndHalf),
    Folder("Sweep39Holdout", count: 30, kinds: halfAndHalf),
  ]

  /// One manifest line of one folder.
  struct Line: Sendable, CustomTestStringConvertible {
    let folder: Folder
    let entry: SweepManifest.Entry
    var testDescription: String { "\(folder.name)/\(entry.file)" }
  }

  static let lines: [Line] = folders.flatMap { folder in
    folder.manifest.entries.map { Line(folder: folder, entry: $0) }
  }

  /// The kind of a file, by its name: `set3` for Sweep26's third set, else its first letter.
  static func kind(_ file: String) -> String {
    file.hasPrefix("set3-") ? "set3" : String(file.prefix(1))
  }

  @Test(arguments: folders)
  func holdsItsFiles(_ folder: Folder) {
    let entries = folder.manifest.entries
    #expect(entries.count == folder.count, "\(folder.name): \(entries.count) manifest lines")
    for (kind, count) in folder.kinds.sorted(by: { $0.key < $1.key }) {
      let found = entries.filter { Self.kind($0.file) == kind }.count
      #expect(found == count, "\(folder.name): \(found) `\(kind)` files, \(count) expected")
    }
  }

  @Test(arguments: lines)
  func endsAsTheManifestSays(_ line: Line) throws {
    let problems = try Self.problems(line).map { "\(line.folder.name)/\($0)" }
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
  }

  /// The lead's rule for third-party code in the test tree, in words on the first line (only
  /// the folders that wrote it so): every file's first line names the permissive licence it
  /// comes under, and the manifest line gives the same licence.
  @Test(arguments: lines.filter(\.folder.firstLineNamesLicence))
  func namesItsLicence(_ line: Line) throws {
    let firstLine = try line.folder.manifest.markdown(line.entry).prefix { $0 != "\n" }
    let licence = Self.licence(line)
    #expect(["MIT", "WTFPL"].contains(licence), "\(line.testDescription): licence `\(licence)`")
    #expect(firstLine.contains(licence == "MIT" ? "MIT licence" : licence))
  }

  /// The licence column of a line's manifest.
  static func licence(_ line: Line) -> String {
    let manifest = line.folder.manifest.folder.appendingPathComponent("manifest.txt")
    let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
    for row in text.split(separator: "\n") where !row.hasPrefix("#") {
      let fields = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      if fields.first == line.entry.file, fields.count > line.folder.licenceColumn {
        return fields[line.folder.licenceColumn]
      }
    }
    return ""
  }

  /// What is wrong with one line's file against the line, as its folder's runner runs it.
  static func problems(_ line: Line) throws -> [String] {
    let manifest = line.folder.manifest
    let entry = line.entry
    switch line.folder.runner {
    case .commandLine:
      return try sweepProblems(manifest, entry)
    case .manifestWords:
      let source = try manifest.markdown(entry)
      let language: ScenarioLanguage = entry.file.hasSuffix(".m") ? .objc : .swift
      return manifest.problems(
        entry, expected: [],
        run: {
          SweepManifest.Run(errors: errors(run(source, language, entry.words)), trace: [])
        },
        fixed: { SweepManifest.Run(errors: [], trace: []) })
    case .blockWords:
      let (words, code, trace) = SweepManifest.blockParts(try manifest.markdown(entry))
      let language: ScenarioLanguage = entry.file.hasSuffix(".m.md") ? .objc : .swift
      return manifest.problems(
        entry, expected: trace,
        run: {
          let outcome = run(code, language, words)
          return SweepManifest.Run(
            errors: errors(outcome),
            trace: outcome.traceText.split(separator: "\n").map(String.init))
        },
        fixed: { SweepManifest.Run(errors: [], trace: []) })
    }
  }

  /// Runs a scenario in process with attributes given as fence words (`self=`, `run=` …).
  static func run(_ source: String, _ language: ScenarioLanguage, _ words: [String])
    -> ScenarioOutcome
  {
    let (attributes, problems) = ScenarioAttributes.parse(words)
    precondition(problems.isEmpty, "bad fence words: \(problems)")
    return ScenarioRunner().run(source, language: language, attributes: attributes)
  }

  static func errors(_ outcome: ScenarioOutcome) -> Set<String> {
    Set(outcome.diagnostics.filter { $0.severity == .error }.map(\.id.rawValue))
  }
}
