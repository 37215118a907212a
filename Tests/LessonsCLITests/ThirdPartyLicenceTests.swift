import Foundation
import Testing

/// The rule for third-party code in the test tree (round 32): a sweep folder keeps a file cut
/// from a public repository only when that repository carries a permissive licence; every
/// other one is an imitation written here. Each manifest line's licence column says which, and
/// the file's first line says the same, so a file added without a licence fails here.
@Suite struct ThirdPartyLicenceTests {
  /// Each sweep folder and the column of its manifest that holds the licence (the sweep
  /// suite's table, SweepFolderTests.folders).
  static let folders: [(name: String, column: Int)] = SweepFolderTests.folders.map {
    ($0.name, $0.licenceColumn)
  }
  static let permissive: Set<String> = [
    "MIT", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "ISC", "Zlib", "WTFPL", "Unlicense",
    "CC0-1.0",
  ]
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  struct Line: CustomTestStringConvertible, Sendable {
    let folder: String
    let file: String
    let licence: String
    var testDescription: String { "\(folder)/\(file)" }
  }

  static let lines: [Line] = folders.flatMap { folder -> [Line] in
    let manifest = fixtures.appendingPathComponent("\(folder.name)/manifest.txt")
    let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      return Line(
        folder: folder.name, file: fields[0],
        licence: fields.count > folder.column ? fields[folder.column] : "")
    }
  }

  @Test func everySweepFolderHasItsFiles() {
    for folder in Self.folders {
      #expect(Self.lines.contains { $0.folder == folder.name }, "\(folder.name): no manifest lines")
    }
  }

  @Test(arguments: lines)
  func keptOnlyUnderAPermissiveLicence(_ line: Line) throws {
    let file = Self.fixtures.appendingPathComponent("\(line.folder)/\(line.file)")
    let first = try String(contentsOf: file, encoding: .utf8).prefix { $0 != "\n" }
    if line.licence == "imitation" {
      #expect(first.contains("Imitates the container style of"), "\(first)")
      #expect(first.contains("no code copied"), "\(first)")
    } else {
      #expect(Self.permissive.contains(line.licence), "licence `\(line.licence)`")
      #expect(first.contains(line.licence), "\(first)")
      let notices = Self.fixtures.appendingPathComponent("\(line.folder)/LICENSES.md")
      #expect(FileManager.default.fileExists(atPath: notices.path))
    }
  }
}
