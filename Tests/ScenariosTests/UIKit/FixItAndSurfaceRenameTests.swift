import Testing

@testable import Scenarios

/// The fix-it and surface defects the round-26 sweep found (issue 25): a rename that would
/// reach the class's own method of the new name, Swift 2 labels after the first, the
/// importer's renames the generator missed, an Objective-C enum type and a BOOL getter.
@Suite struct FixItAndSurfaceRenameTests {
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

  /// Swift 3 code with its own `addChild(_:)` helper: renamed as `addChild(vc)` it would call
  /// the helper and never end. UIKit's method is `super.addChild`, and Swift 4.2 requires the
  /// helper to say `override`.
  @Test func renameInsideAClassWithItsOwnMethodOfTheNewNameCallsSuper() {
    let source = """
      class Container: UIViewController {
        let first = UIViewController()
        let second = UIViewController()

        func addChild(_ vc: UIViewController) {
          addChildViewController(vc)
          view.addSubview(vc.view)
          vc.didMove(toParent: self)
        }

        func go() {
          addChild(first)
          self.addChildViewController(second)
        }
      }
      """
    let outcome = runScenario(source, .swift, ["self=Container", "run=go"])
    #expect(outcome.diagnostics.allSatisfy { $0.id == .scenarioRenamed })
    let fixed = applying(outcome.diagnostics, to: source)
    #expect(
      fixed == """
        class Container: UIViewController {
          let first = UIViewController()
          let second = UIViewController()

          override func addChild(_ vc: UIViewController) {
            super.addChild(vc)
            view.addSubview(vc.view)
            vc.didMove(toParent: self)
          }

          func go() {
            addChild(first)
            super.addChild(second)
          }
        }
        """)
    let rerun = runScenario(fixed, .swift, ["self=Container", "run=go"])
    #expect(rerun.diagnostics == [])
    #expect(
      rerun.traceText.hasSuffix(
        """
        manual  self.addChild(first)
        auto      first.willMove(toParent: self)
        manual    first.view
        auto        first.loadView()
        auto        first.viewDidLoad()
        manual    self.view.addSubview(first.view)
        auto        first.viewWillAppear(false)
        manual    first.didMove(toParent: self)
        manual  self.addChild(second)
        auto      second.willMove(toParent: self)
        turn
        auto      first.viewDidAppear(false)
        lint    containment.missing-did-move: <UIViewController: second> was added to <Container: self> with addChild, but no didMove(toParent:) came after it

        """))
  }

  /// A helper of the same base name with other labels is not UIKit's: the call is renamed
  /// as usual.
  @Test func aHelperWithOtherLabelsKeepsThePlainRename() {
    let source = """
      class Container: UIViewController {
        func addChild(_ vc: UIViewController, to box: UIView) {
          addChildViewController(vc)
        }
      }
      """
    let outcome = runScenario(source, .swift, ["self=Container"])
    #expect(applying(outcome.diagnostics, to: source).contains("\n    addChild(vc)\n"))
    #expect(!applying(outcome.diagnostics, to: source).contains("override"))
  }

  /// Swift 2's `transitionFromViewController(_:toViewController:…)` became
  /// `transition(from:to:…)`: the second label is renamed too.
  @Test func swift2TransitionRenamesItsSecondLabel() {
    let source = """
      let first = UIViewController()
      let second = UIViewController()
      transitionFromViewController(first, toViewController: second, duration: 0.3, options: [], animations: { second.view.alpha = 1 }, completion: nil)
      """
    let outcome = runScenario(source, .swift)
    #expect(
      applying(outcome.diagnostics, to: source).hasSuffix(
        "transition(from: first, to: second, duration: 0.3, options: [], "
          + "animations: { second.view.alpha = 1 }, completion: nil)"))
  }

  /// The importer's names the generator missed: `UIPercentDrivenInteractiveTransition`'s
  /// `update(_:)` (Swift 3's rename of `updateInteractiveTransition(_:)`), and
  /// `initialFrame(for:)`, which is no initializer.
  @Test func surfaceHasTheSwiftNamesOfRenamedSelectors() throws {
    let surface = UIKitSurface.shared
    let update = try #require(
      surface.member(
        named: "update(_:)", in: "UIPercentDrivenInteractiveTransition", language: .swift))
    #expect(update.member.objcName == "updateInteractiveTransition:")
    let old = try #require(
      surface.member(
        named: "updateInteractiveTransition(_:)", in: "UIPercentDrivenInteractiveTransition",
        language: .swift))
    #expect(old.isRenamedSpelling)
    let frame = try #require(
      surface.member(
        named: "initialFrame(for:)", in: "UIViewControllerContextTransitioning", language: .swift))
    #expect(frame.member.objcName == "initialFrameForViewController:")
    #expect(
      surface.member(
        named: "init(ialFrameFor:)", in: "UIViewControllerContextTransitioning", language: .swift)
        == nil)
  }

  /// `UINavigationControllerOperation` is a real Objective-C type (the surface's), and
  /// `constraint.isActive` is the getter of the modelled `active` (L5), not an inert read.
  @Test func objcOperationTypeAndIsActiveGetter() {
    let outcome = runScenario(
      """
      @interface Nav : UIViewController <UINavigationControllerDelegate>
      @end
      @implementation Nav
      - (id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)navigationController animationControllerForOperation:(UINavigationControllerOperation)operation fromViewController:(UIViewController *)fromVC toViewController:(UIViewController *)toVC {
          return nil;
      }
      - (void)go {
          UIView *box = [[UIView alloc] init];
          [self.view addSubview:box];
          NSLayoutConstraint *width = [box.widthAnchor constraintEqualToConstant:10];
          width.active = YES;
          UINavigationControllerOperation op = UINavigationControllerOperationPop;
          NSLog(@"%d %d %d", width.isActive, [width isActive], op == UINavigationControllerOperationPop);
      }
      @end
      """, .objc, ["self=Nav", "run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   1 1 1\n"))
  }
}
