import Diagnostics
import Scenarios
import Testing

@testable import LessonSite

/// The one `Diagnostic`, written for each audience from the same fields.
@Suite struct DiagnosticOutputsTests {
  static let diagnostic = Diagnostic(
    id: .scenarioUnknownMember, message: "`frobnicate` is not a member",
    file: "Content/ko/01-a.md", line: 9, column: 7, sourceLine: "\tx.frobnicate(<b>)",
    notes: [Diagnostic.Note(message: "first used here", file: "Content/en/01-a.md", line: 3)],
    fixIts: [Diagnostic.FixIt(message: "did you mean `didMove(toParent:)`?")])

  @Test func textHasCaretFixItAndNote() {
    #expect(
      DiagnosticFormatter.text(Self.diagnostic) == """
        Content/ko/01-a.md:9:7: error: `frobnicate` is not a member [scenario.unknown-member]
        \tx.frobnicate(<b>)
        \t     ^
          hint: did you mean `didMove(toParent:)`?
        Content/en/01-a.md:3: note: first used here

        """)
  }

  @Test func githubFoldsTheFixItIntoTheMessage() {
    #expect(
      DiagnosticFormatter.github(Self.diagnostic)
        == "::error file=Content/ko/01-a.md,line=9,col=7,title=scenario.unknown-member::"
        + "`frobnicate` is not a member "
        + "[scenario.unknown-member]%0Ahint: did you mean `didMove(toParent:)`?\n")
  }

  @Test func jsonCarriesFixIts() {
    let object = DiagnosticFormatter.jsonObject(Self.diagnostic)
    let fixIts = object["fixIts"] as? [[String: Any]]
    #expect(fixIts?.first?["message"] as? String == "did you mean `didMove(toParent:)`?")
    #expect(object["id"] as? String == "scenario.unknown-member")
  }

  @Test func htmlIsEscaped() {
    let html = DiagnosticFormatter.html(Self.diagnostic)
    #expect(
      html.hasPrefix(
        #"<div class="diagnostic diagnostic-error" data-id="scenario.unknown-member">"#
          + #"<p class="diagnostic-message"><span class="diagnostic-place">"#
          + "Content/ko/01-a.md:9:7</span>"))
    #expect(
      html.contains("<pre class=\"diagnostic-source\">\tx.frobnicate(&lt;b&gt;)\n\t     ^</pre>"))
    #expect(
      html.contains(
        #"<p class="diagnostic-note"><span class="diagnostic-place">Content/en/01-a.md:3</span>"#
          + " note: first used here</p>"))
    #expect(!html.contains("<b>"))
  }

  /// Snippet diagnostics and lesson diagnostics share one severity scale.
  @Test func oneSeverityScale() {
    let severity: ScenarioDiagnostic.Severity = .warning
    let same: Diagnostic.Severity = severity
    #expect(same == .warning)
    #expect(Diagnostic.Severity.error < .warning)
  }
}
