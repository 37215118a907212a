import Testing

@testable import Scenarios

/// Swift 3/4 and old Objective-C spellings are errors in the compiler's own words, with a
/// fix-it whose application gives code that runs (issue 10 item 9).
@Suite struct RenamedAPITests {
  /// `source` with every fix-it of `diagnostics` applied, last position first.
  private func applying(_ diagnostics: [ScenarioDiagnostic], to source: String) -> String {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
      Array(String($0))
    }
    let edits = diagnostics.flatMap(\.fixIts).sorted { ($0.line, $0.column) > ($1.line, $1.column) }
    for edit in edits {
      let start = edit.column - 1
      lines[edit.line - 1].replaceSubrange(start..<(start + edit.length), with: edit.replacement)
    }
    return lines.map { String($0) }.joined(separator: "\n")
  }

  @Test func swift4ContainmentNamesAreRenamedWithFixIts() {
    let source = """
      let child = UIViewController()
      addChildViewController(child)
      view.addSubview(child.view)
      child.didMove(toParentViewController: self)
      view.bringSubview(toFront: child.view)
      print(childViewControllers.count, child.isMovingToParentViewController)
      child.willMove(toParentViewController: nil)
      child.view.removeFromSuperview()
      child.removeFromParentViewController()
      """
    let outcome = runScenario(source, .swift)
    #expect(
      outcome.diagnostics.map { "\($0.line):\($0.column) \($0.message)" } == [
        "2:1 'addChildViewController' has been renamed to 'addChild(_:)'",
        "4:7 'didMove(toParentViewController:)' has been renamed to 'didMove(toParent:)'",
        "5:6 'bringSubview(toFront:)' has been renamed to 'bringSubviewToFront(_:)'",
        "6:7 'childViewControllers' has been renamed to 'children'",
        "6:41 'isMovingToParentViewController' has been renamed to 'isMovingToParent'",
        "7:7 'willMove(toParentViewController:)' has been renamed to 'willMove(toParent:)'",
        "9:7 'removeFromParentViewController' has been renamed to 'removeFromParent()'",
      ])
    #expect(outcome.diagnostics.allSatisfy { $0.id == .scenarioRenamed })
    #expect(outcome.events.isEmpty)
    #expect(outcome.diagnostics.first?.hint == "write `addChild(_:)`")
    #expect(
      outcome.diagnostics.dropFirst().first?.fixIts == [
        ScenarioFixIt(line: 4, column: 15, length: 22, replacement: "toParent")
      ])
    #expect(
      outcome.diagnostics.dropFirst(2).first?.fixIts == [
        ScenarioFixIt(line: 5, column: 6, length: 12, replacement: "bringSubviewToFront"),
        ScenarioFixIt(line: 5, column: 19, length: 9, replacement: ""),
      ])
    let fixed = applying(outcome.diagnostics, to: source)
    #expect(
      fixed == """
        let child = UIViewController()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
        view.bringSubviewToFront(child.view)
        print(children.count, child.isMovingToParent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        """)
    let rerun = runScenario(fixed, .swift)
    #expect(rerun.diagnostics == [])
  }

  /// Swift 2 spelled methods as their Objective-C selectors (the first label inside the
  /// name); they are reported like the Swift 3/4 names, and the fix-its write the label.
  @Test func swift2NamesAreRenamedWithFixIts() {
    let source = """
      let child = storyboard!.instantiateViewControllerWithIdentifier("Detail")
      addChildViewController(child)
      view.addSubview(child.view)
      child.didMoveToParentViewController(self)
      UIView.animateWithDuration(0.3, animations: { child.view.alpha = 0.5 })
      child.willMoveToParentViewController(nil)
      child.view.removeFromSuperview()
      child.removeFromParentViewController()
      """
    let outcome = runScenario(source, .swift)
    #expect(
      outcome.diagnostics.map { "\($0.line):\($0.column) \($0.id) \($0.message)" } == [
        "1:25 scenario.renamed 'instantiateViewControllerWithIdentifier' has been renamed to "
          + "'instantiateViewController(withIdentifier:)'",
        "2:1 scenario.renamed 'addChildViewController' has been renamed to 'addChild(_:)'",
        "4:7 scenario.renamed 'didMoveToParentViewController' has been renamed to "
          + "'didMove(toParent:)'",
        "5:8 scenario.renamed 'animateWithDuration' has been renamed to "
          + "'animate(withDuration:animations:)'",
        "6:7 scenario.renamed 'willMoveToParentViewController' has been renamed to "
          + "'willMove(toParent:)'",
        "8:7 scenario.renamed 'removeFromParentViewController' has been renamed to "
          + "'removeFromParent()'",
      ])
    #expect(outcome.events.isEmpty)
    let fixed = applying(outcome.diagnostics, to: source)
    #expect(
      fixed == """
        let child = storyboard!.instantiateViewController(withIdentifier: "Detail")
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
        UIView.animate(withDuration: 0.3, animations: { child.view.alpha = 0.5 })
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        """)
    #expect(runScenario(fixed, .swift).diagnostics == [])
  }

  /// Swift 2 overrode these as methods; since Swift 3 they are properties, and the method
  /// overrides nothing (the forwarding switch would otherwise be silently ignored).
  @Test func swift2MethodOverridesOfPropertiesAreReported() {
    let source = """
      override func shouldAutomaticallyForwardAppearanceMethods() -> Bool {
        return false
      }
      override func prefersStatusBarHidden() -> Bool { true }
      override var shouldAutorotate: Bool { false }
      """
    let outcome = runScenario(source, .swift)
    #expect(
      diagnosticSummary(outcome) == [
        "1:10 scenario.override-of-property", "4:10 scenario.override-of-property",
      ])
    #expect(
      outcome.diagnostics.first?.message
        == "method does not override any method from its superclass")
    #expect(
      outcome.diagnostics.first?.hint
        == "`shouldAutomaticallyForwardAppearanceMethods` is a property of `UIViewController` "
        + "since Swift 3: write `override var shouldAutomaticallyForwardAppearanceMethods: Bool "
        + "{ false }`")
  }

  /// A protocol requirement is the scenario's own name, even when UIKit once used it.
  @Test func aProtocolRequirementNamedLikeAnOldAPIIsNotRenamed() {
    let source = """
      protocol Embedding {
        func addChildViewController(containerView: UIView)
      }
      """
    #expect(runScenario(source, .swift).diagnostics == [])
  }

  @Test func swift4AnimationOptionsType() {
    let source = """
      let options: UIViewAnimationOptions = UIViewAnimationOptions.transitionFlipFromLeft
      print(options == .transitionFlipFromLeft)
      """
    let outcome = runScenario(source, .swift)
    #expect(diagnosticSummary(outcome) == ["1:14 scenario.renamed", "1:39 scenario.renamed"])
    let fixed = applying(outcome.diagnostics, to: source)
    #expect(fixed.hasPrefix("let options: UIView.AnimationOptions = UIView.AnimationOptions."))
    #expect(runScenario(fixed, .swift).traceText == "print   true\n")
  }

  /// iOS 5's forwarding switch was not renamed: iOS 6 deprecated it for two methods
  /// (`shouldAutomaticallyForwardAppearanceMethods` and `…RotationMethods`), and code that ran
  /// on both overrides all three. The old one is the class's own method, which UIKit never calls.
  @Test func oldObjectiveCForwardingSwitchIsTheClasssOwnMethod() {
    let source = """
      - (BOOL)automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers {
        return NO;
      }
      - (BOOL)shouldAutomaticallyForwardAppearanceMethods {
        return NO;
      }
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
  }

  /// A current member's name written without a call is that member, even when it is also an
  /// old method's name (`UITableView.separatorColor`, Swift 2's `UIColor.separatorColor()`); a
  /// class method that Swift imports as a method is called as one
  /// (`CATransaction.animationDuration()`). Old names stay renamed (`view.hidden`,
  /// `childViewControllers`).
  @Test func currentNamesWrittenWithoutACallAreNotRenamed() throws {
    let source = """
      func style(_ table: UITableView, _ view: UIView) {
        table.separatorColor = .gray
        let duration = CATransaction.animationDuration()
        view.hidden = duration > 0
        print(childViewControllers.count)
      }
      """
    let uses = RenamedAPI.find(in: try Lexer.tokenize(source), .swift)
    #expect(
      uses.map(\.diagnostic.message) == [
        "'hidden' has been renamed to 'isHidden'",
        "'childViewControllers' has been renamed to 'children'",
      ])
  }

  @Test func currentObjectiveCNamesAreNotRenamed() {
    let outcome = runScenario(
      """
      UIViewController *child = [UIViewController new];
      [self addChildViewController:child];
      NSLog(@"%lu", (unsigned long)self.childViewControllers.count);
      [child didMoveToParentViewController:self];
      """, .objc)
    #expect(outcome.diagnostics == [])
  }

  @Test(arguments: [
    // The written name itself is never the suggestion.
    ("func embed() {}\nfunc run() {\n  embed(1)\n}", "run=run", "embed"),
    // A type is no suggestion for a lower-case name (a member or a variable).
    ("let x = uiViewController", "id=x", "UIViewController"),
  ])
  func hintsNeverRepeatTheNameNorChangeItsKind(
    _ source: String, _ attribute: String, _ refused: String
  ) {
    let outcome = runScenario(source, .swift, [attribute])
    #expect(!outcome.diagnostics.isEmpty)
    for diagnostic in outcome.diagnostics {
      #expect(diagnostic.hint?.contains("`\(refused)`") != true)
    }
  }
}
