import Foundation
import LessonTestSupport
import Testing

@testable import LessonsCLI
@testable import Scenarios

/// What an excerpt leaves out is named, not guessed (issue 26, section 4), and `lessons fix`
/// declares it in the hidden prelude shaped by its use: golden files in
/// `Tests/Fixtures/StandIns`, one class of missing piece each.
///
/// For `NN-name.md`: `NN-name.errors.txt` holds the exact errors, `scenario.undeclared` notes
/// and hints `lessons run` prints for it as written (none of them may blame "the modelled UIKit
/// API" or offer a UIKit did-you-mean for the project's own name); `NN-name.fixed.md` is the
/// file after `lessons fix`, byte for byte; a second `fix` changes nothing, and the fixed file
/// runs without an error.
/// `LESSONS_UPDATE_GOLDEN=1` rewrites the golden files (read them in `git diff`).
@Suite struct StandInGoldenTests {
  static let folder = GoldenFiles.fixtures + "/StandIns"

  static let cases: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".md") && !$0.hasSuffix(".fixed.md") }.sorted()
  }()

  /// The error, `scenario.undeclared` note and hint lines of a run, without the temporary
  /// folder's path.
  static func errors(_ output: String, path: String) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false)
      .filter {
        $0.contains(": error: ") || $0.hasPrefix("  hint: ")
          || ($0.contains(": note: ") && $0.hasSuffix("[scenario.undeclared]"))
      }
      .map { $0.replacingOccurrences(of: path, with: "case.md") }
      .joined(separator: "\n") + "\n"
  }

  @Test func thereAreCases() {
    #expect(Self.cases.count >= 8, "\(Self.cases)")
  }

  @Test(arguments: cases)
  func aMissingPieceIsNamedAndItsStandInRuns(_ name: String) throws {
    let stem = String(name.dropLast(".md".count))
    let source = try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8)
    let temporary = try FixtureFolder()
    defer { temporary.remove() }
    let path = try temporary.write("case.md", source)

    let before = runLessons(["run", path], executor: ScenarioRunner())
    #expect(before.output.contains("[scenario.undeclared]"), "\(before.output)")
    #expect(!before.output.contains("modelled UIKit API"), "\(before.output)")
    let errors = Self.errors(before.output, path: path)
    if let difference = GoldenFiles.check(errors, against: Self.folder + "/\(stem).errors.txt") {
      Issue.record("\(difference)")
    }

    _ = runLessons(["fix", path], executor: ScenarioRunner())
    let fixed = try String(contentsOfFile: path, encoding: .utf8)
    if let difference = GoldenFiles.check(fixed, against: Self.folder + "/\(stem).fixed.md") {
      Issue.record("\(difference)")
    }
    let second = runLessons(["fix", path], executor: ScenarioRunner())
    #expect(try String(contentsOfFile: path, encoding: .utf8) == fixed, "\(second.output)")
    let after = runLessons(["run", path], executor: ScenarioRunner())
    #expect(!after.output.contains("error:"), "\(after.output)")
  }
}
