import Diagnostics
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonSite

/// Verification over lessons in temporary content folders, with the fake interpreter.
@Suite(.serialized) struct LessonVerifierTests {
  static let frontMatter = "---\ntitle: T\n---\n"

  /// Writes `body` as `en/01-add.md` (front matter of 3 lines first) and checks the folder.
  func check(
    _ files: [String: String], locales: [String] = ["en"], requireTraces: Bool = false,
    executor: any ScenarioExecuting = FakeExecutor()
  ) throws -> (CheckReport, FixtureFolder) {
    let folder = try FixtureFolder()
    try folder.write("site.json", FixtureFolder.siteJSON(locales))
    for (path, text) in files { try folder.write(path, text) }
    let content = try ContentLoader().load(contentDirectory: folder.root)
    #expect(content.diagnostics.isEmpty)
    let checker = SiteChecker(
      verifier: LessonVerifier(executor: executor, requireTraces: requireTraces), jobs: 2)
    return (checker.check(content.lessons, localeOrder: locales), folder)
  }

  @Test func matchingTracePasses() throws {
    let body =
      Self.frontMatter + "\n```swift scenario\nadd\n```\n\n```trace\n"
      + FakeExecutor.addSwiftText + "```\n"
    let (report, folder) = try check(["en/01-add.md": body])
    defer { folder.remove() }
    #expect(report.diagnostics.isEmpty)
    #expect(report.passed == 1)
    #expect(report.failed == 0)
    #expect(report.scenarios.first?.block.id == "add#1")
  }

  @Test func mismatchGivesDiffAndOneSentence() throws {
    // The seed tutorials' mistake: viewDidAppear before didMove, as if it were synchronous.
    let expected = """
      manual  self.addChild(child)
      auto      child.willMove(toParent: self)
      manual  self.view.addSubview(child.view)
      auto      child.viewWillAppear(false)
      auto      child.viewDidAppear(false)
      manual  child.didMove(toParent: self)

      """
    let body = Self.frontMatter + "\n```swift scenario\nadd\n```\n\n```trace\n" + expected + "```\n"
    let (report, folder) = try check(["en/01-add.md": body])
    defer { folder.remove() }
    let diagnostic = try #require(report.diagnostics.first)
    #expect(report.diagnostics.count == 1)
    #expect(report.failed == 1)
    #expect(diagnostic.id == .traceMismatch)
    #expect(diagnostic.file == folder.path("en/01-add.md"))
    #expect(diagnostic.line == 9)
    #expect(diagnostic.column == 1)
    #expect(
      diagnostic.message
        == "the trace of `add#1` does not match what runs: expected "
        + "`child.viewDidAppear(false)` now, but UIKit defers it to the end of the run-loop turn")
    #expect(
      diagnostic.detail == """
        --- expected
        +++ actual
        @@ -2,5 +2,6 @@
         auto      child.willMove(toParent: self)
         manual  self.view.addSubview(child.view)
         auto      child.viewWillAppear(false)
        -auto      child.viewDidAppear(false)
         manual  child.didMove(toParent: self)
        +turn
        +auto      child.viewDidAppear(false)
        hint: if the run is right, `lessons check --promote` rewrites this trace
        """)
  }

  @Test func missingTraceIsAWarningUnlessRequired() throws {
    let body = Self.frontMatter + "\n```swift scenario\nadd\n```\n\nProse.\n"
    let (report, folder) = try check(["en/01-add.md": body])
    defer { folder.remove() }
    #expect(report.diagnostics.map(\.id) == [.traceMissing])
    #expect(report.diagnostics.map(\.severity) == [.warning])
    #expect(report.diagnostics.first?.line == 5)
    #expect(report.passed == 1)
    let (strict, strictFolder) = try check(["en/01-add.md": body], requireTraces: true)
    defer { strictFolder.remove() }
    #expect(strict.diagnostics.map(\.severity) == [.error])
    #expect(strict.failed == 1)
  }

  @Test func traceAfterProseIsAnOrphan() throws {
    let body =
      Self.frontMatter + "\n```swift scenario\nadd\n```\n\nProse.\n\n```trace\n"
      + FakeExecutor.addSwiftText + "```\n"
    let (report, folder) = try check(["en/01-add.md": body])
    defer { folder.remove() }
    #expect(report.diagnostics.map(\.id) == [.traceMissing, .traceOrphan])
    #expect(report.diagnostics.last?.line == 11)
    #expect(report.diagnostics.last?.severity == .error)
  }

  @Test func interpreterDiagnosticsMoveToTheMarkdownFile() throws {
    // Fence on line 7, indented by 2 (a list item): snippet 2:5 is file 9:7.
    let body =
      Self.frontMatter + "\n- item\n\n  ```swift scenario\n  broken\n  x.frobnicate()\n  ```\n"
    let (report, folder) = try check(["en/01-add.md": body])
    defer { folder.remove() }
    let diagnostic = try #require(report.diagnostics.first)
    #expect(diagnostic.id == .scenarioUnknownMember)
    #expect(diagnostic.line == 9)
    #expect(diagnostic.column == 7)
    #expect(diagnostic.sourceLine == "  x.frobnicate()")
    #expect(diagnostic.fixIts == [Diagnostic.FixIt(message: "did you mean `didMove(toParent:)`?")])
    #expect(
      DiagnosticFormatter.text(diagnostic).hasSuffix(
        "  x.frobnicate()\n      ^\n  hint: did you mean `didMove(toParent:)`?\n"))
    #expect(report.failed == 1)
  }

  /// A `)` left out is noticed where the next statement starts, or at the closing fence; a
  /// note names the line of the `(` it would close, in the file as the error is.
  @Test func aMissingParenthesisNotesItsOpeningLine() throws {
    // Swift fence on line 5: `addChild(` on line 7, the error at 8; Objective-C `NSLog(` on
    // line 12, the error at 13.
    let body =
      Self.frontMatter + "\n```swift scenario\nlet child = UIViewController()\naddChild(child\n"
      + "view.addSubview(child.view)\n```\n\n```objc scenario\nNSLog(@\"%@\",\n  self;\n```\n"
    let (report, folder) = try check(["en/01-add.md": body], executor: ScenarioRunner())
    defer { folder.remove() }
    let errors = report.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.id) == [.scenarioUnexpectedToken, .scenarioUnexpectedToken])
    #expect(errors.map(\.line) == [8, 13])
    #expect(
      errors.map(\.notes) == [
        [
          Diagnostic.Note(
            message: "to match this opening `(` (column 9)", file: folder.path("en/01-add.md"),
            line: 7)
        ],
        [
          Diagnostic.Note(
            message: "to match this opening `(` (column 6)", file: folder.path("en/01-add.md"),
            line: 12)
        ],
      ])
    #expect(
      DiagnosticFormatter.text(errors[0]).hasSuffix(
        "\(folder.path("en/01-add.md")):7: note: to match this opening `(` (column 9)\n"))
  }

  @Test func explicitIDAndOrdinalIDs() throws {
    let body =
      Self.frontMatter + "\n```swift scenario id=first-add\nadd\n```\n\n"
      + "```objc scenario\nadd-objc\n```\n"
    let (report, folder) = try check(["en/01-add.md": body])
    defer { folder.remove() }
    #expect(report.scenarios.map(\.block.id) == ["first-add", "add#2"])
    #expect(report.scenarios.map(\.block.language) == [.swift, .objc])
  }

  @Test func badAttributeAndUnknownLanguage() throws {
    let body =
      Self.frontMatter + "\n```swift scenario colour=red\nadd\n```\n\n"
      + "```swfit scenario\nadd\n```\n"
    let (report, folder) = try check(["en/01-add.md": body])
    defer { folder.remove() }
    let ids = report.diagnostics.filter { $0.severity == .error }.map(\.id)
    #expect(ids == [.scenarioUnknownLanguage])
    #expect(report.diagnostics.last?.message.contains("did you mean `swift`?") == true)
    // An unknown attribute is left out with a warning: the block still runs.
    let unknown = report.diagnostics.filter { $0.id == .scenarioUnknownAttribute }
    #expect(unknown.map(\.severity) == [.warning])
    #expect(unknown.first?.message.hasPrefix("`colour` is not a scenario attribute") == true)
  }

  @Test func translationsMustRunTheSameWay() throws {
    let en = Self.frontMatter + "\n```swift scenario\nadd\n```\n"
    // The Korean translation's code changed: it now swaps instead of adding.
    let ko = Self.frontMatter + "\n\n```swift scenario\nswap\n```\n"
    let (report, folder) = try check(
      ["en/01-add.md": en, "ko/01-add.md": ko], locales: ["en", "ko"])
    defer { folder.remove() }
    let drift = report.diagnostics.filter { $0.id == .traceCrossLocale }
    let diagnostic = try #require(drift.first)
    #expect(drift.count == 1)
    #expect(diagnostic.file == folder.path("ko/01-add.md"))
    #expect(diagnostic.line == 6)
    #expect(diagnostic.message.contains(folder.path("ko/01-add.md") + ":6"))
    #expect(diagnostic.message.contains(folder.path("en/01-add.md") + ":5"))
    #expect(diagnostic.notes.first?.file == folder.path("en/01-add.md"))
    #expect(report.failed == 1)
    #expect(report.passed == 1)
  }

  @Test func translationInTheOtherLanguageComparesEvents() throws {
    let en = Self.frontMatter + "\n```swift scenario\nadd\n```\n"
    let ko = Self.frontMatter + "\n```objc scenario\nadd-objc\n```\n"
    let (report, folder) = try check(
      ["en/01-add.md": en, "ko/01-add.md": ko], locales: ["en", "ko"])
    defer { folder.remove() }
    #expect(report.diagnostics.filter { $0.id == .traceCrossLocale }.isEmpty)
  }

  @Test func aTranslationWithoutAScenarioIsWarned() throws {
    let en = Self.frontMatter + "\n```swift scenario\nadd\n```\n\n```swift scenario\nadd\n```\n"
    let ko = Self.frontMatter + "\n```swift scenario\nadd\n```\n"
    let (report, folder) = try check(
      ["en/01-add.md": en, "ko/01-add.md": ko], locales: ["en", "ko"])
    defer { folder.remove() }
    let warnings = report.diagnostics.filter { $0.id == .traceMissingInTranslation }
    #expect(warnings.count == 1)
    #expect(warnings.first?.file == folder.path("ko/01-add.md"))
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.message.hasPrefix("scenario `add#2` of ") == true)
    #expect(warnings.first?.notes.first?.line == 9)
  }
}
