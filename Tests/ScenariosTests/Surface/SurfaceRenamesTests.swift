import Testing

@testable import Scenarios

/// Old Swift spellings come from the surface's entries, not from a list of renames: Swift 2's
/// selectors as names (derived from every Objective-C selector), its class methods that Swift 3
/// made class properties, its capitalised enum cases, and the spellings the entries record as
/// replaced. Each is reported in the compiler's words with fix-its whose result runs.
@Suite struct SurfaceRenamesTests {
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

  @Test func swift2SpellingsOfAnyClassAreRenamedGenerally() {
    let source = """
      let child = UIViewController()
      let size = UIScreen.mainScreen().bounds.size
      child.view.backgroundColor = UIColor.whiteColor()
      child.view.layer.borderColor = UIColor.redColor().CGColor
      presentViewController(child, animated: false, completion: nil)
      dismissViewControllerAnimated(false, completion: nil)
      UIView.transitionWithView(view, duration: 0.3, options: .TransitionCrossDissolve, animations: nil, completion: nil)
      print(size.width)
      """
    let outcome = runScenario(source, .swift)
    #expect(
      outcome.diagnostics.map { "\($0.line):\($0.column) \($0.message)" } == [
        "2:21 'mainScreen' has been renamed to 'main'",
        "3:38 'whiteColor' has been renamed to 'white'",
        "4:40 'redColor' has been renamed to 'red'",
        "4:51 'CGColor' has been renamed to 'cgColor'",
        "5:1 'presentViewController' has been renamed to 'present(_:animated:completion:)'",
        "6:1 'dismissViewControllerAnimated' has been renamed to 'dismiss(animated:completion:)'",
        "7:8 'transitionWithView' has been renamed to "
          + "'transition(with:duration:options:animations:completion:)'",
        "7:58 'TransitionCrossDissolve' has been renamed to 'transitionCrossDissolve'",
      ])
    #expect(outcome.diagnostics.allSatisfy { $0.id == .scenarioRenamed })
    let fixed = applying(outcome.diagnostics, to: source)
    #expect(
      fixed == """
        let child = UIViewController()
        let size = UIScreen.main.bounds.size
        child.view.backgroundColor = UIColor.white
        child.view.layer.borderColor = UIColor.red.cgColor
        present(child, animated: false, completion: nil)
        dismiss(animated: false, completion: nil)
        UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: nil, completion: nil)
        print(size.width)
        """)
    let rerun = runScenario(fixed, .swift)
    #expect(!rerun.diagnostics.contains { $0.severity == .error })
  }

  /// The code's own names are its own: an enum's cases, a type's members, a value named like
  /// an old property.
  @Test func theCodesOwnNamesAreNotRenamed() {
    let source = """
      enum State { case loading, loaded, Hidden }
      var state = State.loading
      let hidden = state == .loaded
      switch state {
      case .loaded: print(hidden)
      default: print(State.Hidden)
      }
      let name = Notification.Name("Ready")
      print(name.rawValue)
      """
    let outcome = runScenario(source, .swift)
    #expect(!outcome.diagnostics.contains { $0.id == .scenarioRenamed })
  }

  @Test func currentNamesAreNeverRenamed() {
    for (_, renames) in SurfaceRenames.byOldBase.all {
      for rename in renames where rename.oldLabels == nil {
        #expect(UIKitSurface.shared.type(swift: rename.oldBase) == nil)
      }
    }
    #expect(SurfaceRenames.byOldBase["addChild"] == nil)
    #expect(SurfaceRenames.byOldBase["view"] == nil)
  }
}
