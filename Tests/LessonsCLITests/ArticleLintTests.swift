import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// The lints published articles needed (issue 27), each on the mistake as articles write it.
/// Expected lines come from docs/FIDELITY.md: A5.11 (a view added without addChild gets no
/// appearance callbacks), A1.3 (addChild sends willMove), A3.1, B5, and Apple's "must call
/// super" for the appearance callbacks (A5.1).
@Suite struct ArticleLintTests {
  private func run(_ source: String, language: ScenarioLanguage = .swift) -> ScenarioOutcome {
    ScenarioRunner().run(source, language: language)
  }

  @Test func viewAddedBeforeAddChildWhileOnScreen() {
    let outcome = run(
      "let child = UIViewController()\nview.addSubview(child.view)\naddChild(child)\n"
        + "child.didMove(toParent: self)\n")
    // A5.11: no viewWillAppear / viewDidAppear for the child, ever.
    #expect(
      outcome.traceText == """
        manual  child.view
        auto      child.loadView()
        auto      child.viewDidLoad()
        manual  self.view.addSubview(child.view)
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)
        manual  child.didMove(toParent: self)
        lint    containment.view-before-add-child: the view of <UIViewController: child> was put on screen before addChild made it a child of <ParentViewController: self>, so <ParentViewController: self> did not forward its appearance callbacks (viewWillAppear, viewDidAppear) to it and addChild does not send them; call addChild first, then addSubview, then didMove(toParent:)

        """)
  }

  @Test func theRightOrderHasNoLint() {
    let outcome = run(
      "let child = UIViewController()\naddChild(child)\nview.addSubview(child.view)\n"
        + "child.didMove(toParent: self)\n")
    #expect(!outcome.traceText.contains("lint"))
  }

  @Test func theSameChildAddedTwice() {
    let outcome = run(
      """
      UIViewController *child = [UIViewController new];
      [self addChildViewController:child];
      [self addChildViewController:child];
      [child didMoveToParentViewController:self];
      """, language: .objc)
    #expect(
      outcome.traceText.hasSuffix(
        "lint    containment.added-twice: <UIViewController: child> is already a child of "
          + "<ParentViewController: self>: this addChild sends it willMove(toParent:) again; "
          + "add it once\n"))
  }

  @Test func leavingWithoutAParent() {
    let outcome = run(
      "let child = UIViewController()\nchild.willMove(toParent: nil)\nchild.removeFromParent()\n")
    // B5: removeFromParent without a parent sends nothing; A3.1: nothing to leave.
    #expect(
      outcome.traceText == """
        manual  child.willMove(toParent: nil)
        manual  child.removeFromParent()
        lint    containment.remove-without-parent: removeFromParent() of <UIViewController: child>, which has no parent, does nothing
        lint    containment.will-move-without-parent: willMove(toParent: nil) announces that <UIViewController: child> leaves its parent, but it has no parent

        """)
  }

  @Test func appearanceOverrideWithoutSuper() {
    let outcome = run(
      "class Child: UIViewController {\n  override func viewWillAppear(_ animated: Bool) {\n"
        + "    print(\"will\")\n  }\n}\n")
    let warning = outcome.diagnostics.first
    #expect(warning?.id == .containmentAppearanceWithoutSuper)
    #expect(warning?.severity == .warning)
    #expect(warning?.line == 2)
    #expect(warning?.hint == "call `super.viewWillAppear(animated)` first")
    #expect(outcome.succeeded)
    let fine = run(
      "- (void)viewDidAppear:(BOOL)animated {\n  [super viewDidAppear:animated];\n}\n",
      language: .objc)
    #expect(fine.diagnostics.isEmpty)
  }
}
