import Testing

@testable import Scenarios

/// Classes of refusal the round-32 fresh sweep (14 container files) found, fixed in general:
/// (a) real names the generated surface lacked, (b) a real member with callbacks blamed on a
/// modelled member of the same name instead of naming its area, (c) a value's declared type
/// lost (a protocol-typed parameter, an Objective-C integer for an options type).
@Suite struct Sweep32RefusalClassesTests {
  // MARK: (b) the area, not a wrong label

  /// KVO's `addObserver:forKeyPath:options:context:` is NSObject's, never "wrong labels"
  /// against the notification center's `addObserver:selector:name:object:`. Since round 34 it
  /// is modelled (FIDELITY-SURFACE C11); since round 36 a UIKit property set through its
  /// setter notifies (automatic change notification), so only a key path that names no
  /// property of the class is kept with a note.
  @Test func keyValueObservingNamesItsArea() {
    let outcome = runScenario(
      """
      UIViewController *child = [[UIViewController alloc] init];
      [child addObserver:self forKeyPath:@"title" options:NSKeyValueObservingOptionNew context:nil];
      [child addObserver:self forKeyPath:@"colour" options:NSKeyValueObservingOptionNew context:nil];
      """, .objc)
    #expect(
      outcome.diagnostics.map(\.message) == [
        "`colour` of `UIViewController`: no property of the class has this name, so nothing "
          + "the model does notifies this registration (FIDELITY-SURFACE C11)"
      ])
    #expect(outcome.diagnostics.map(\.id) == [.scenarioInert])
  }

  /// The same on a receiver whose type the check does not know (a property of the project's
  /// own class): removing an observer never registered is Foundation's `NSRangeException`.
  @Test func keyValueObservingOnAnUntypedReceiver() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          [self watch:self.view];
      }

      - (void)watch:(id)item {
          [item removeObserver:self forKeyPath:@"title" context:nil];
      }
      """, .objc)
    #expect(outcome.diagnostics.map(\.id) == [.scenarioKeyValueObserving])
    #expect(outcome.diagnostics.first?.message.contains("NSRangeException") == true)
  }

  /// A posted notification with a `userInfo` dictionary: modelled since round 33
  /// (FIDELITY-SURFACE N6), so it posts, never "wrong labels" against
  /// `postNotificationName:object:` nor "not modelled".
  @Test func postingWithUserInfoPosts() {
    let outcome = runScenario(
      """
      [[NSNotificationCenter defaultCenter] postNotificationName:@"Changed" object:self userInfo:nil];
      """, .objc)
    #expect(outcome.diagnostics.map(\.id) == [])
  }

  // MARK: (c) the declared type of a parameter

  /// `coordinator.animate(alongsideTransition:completion:)`: the parameter is a
  /// `UIViewControllerTransitionCoordinator`, whose callbacks are custom transitions' area,
  /// never `UIView.animate(withDuration:animations:)` with a wrong label; the form without
  /// `completion:` (Swift's default nil) is the same member.
  @Test func aTransitionCoordinatorParameterKeepsItsType() {
    let outcome = runScenario(
      """
      class Container: UIViewController {
          override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
              super.viewWillTransition(to: size, with: coordinator)
              coordinator.animate(alongsideTransition: { _ in
                  self.view.layoutIfNeeded()
              }, completion: nil)
              coordinator.animate(alongsideTransition: { _ in })
          }
      }
      """, .swift, ["self=Container"])
    let expected =
      "is real UIKit API that the model does not cover (custom view-controller transitions)"
    // A34.1: UIKit never calls the override in a scenario (no size change), so each refusal is
    // a note that says so after the area.
    let messages = outcome.diagnostics.map(\.message)
    #expect(messages.count == 2)
    #expect(
      messages.first?.hasPrefix("`animate(alongsideTransition:completion:)` " + expected) == true)
    #expect(messages.last?.hasPrefix("`animate(alongsideTransition:)` " + expected) == true)
  }

  /// Objective-C's options are integers: `options:(7 << 16)` is the options with those bits,
  /// as C converts it, not a type mismatch.
  @Test func anIntegerIsAnObjectiveCOptionsValue() {
    let outcome = runScenario(
      """
      UIView *box = [[UIView alloc] init];
      [UIView animateWithDuration:0.3 delay:0.0 options:(7 << 16) animations:^{
          box.alpha = 0;
      } completion:nil];
      """, .objc)
    #expect(!outcome.diagnostics.contains { $0.severity == .error })
    #expect(outcome.traceText.contains("block     animations()"))
  }

  // MARK: (a) names the surface lacked

  /// Struct fields are members of their struct (`CATransform3D.m34`, `UIEdgeInsets.top`,
  /// `NSRange.location`, `CGAffineTransform.tx`), and Swift keeps `CATransform3DIdentity` as it
  /// is (only `CGAffineTransformIdentity` became `.identity`).
  @Test func structFieldsAreRealMembers() {
    let surface = UIKitSurface.shared
    for (type, field) in [
      ("CATransform3D", "m34"), ("UIEdgeInsets", "top"), ("NSRange", "location"),
      ("CGAffineTransform", "tx"), ("UIOffset", "horizontal"), ("CGVector", "dx"),
    ] {
      #expect(surface.member(named: field, in: type, language: .swift) != nil, "\(type).\(field)")
    }
    let swift = runScenario(
      """
      var perspective = CATransform3DIdentity
      perspective.m34 = -1.0 / 500
      view.layer.sublayerTransform = perspective
      """, .swift)
    #expect(!swift.diagnostics.contains { $0.severity == .error })
    #expect(!swift.diagnostics.contains { $0.id == .scenarioRenamed })
    let objc = runScenario(
      """
      CATransform3D perspective = CATransform3DIdentity;
      perspective.m34 = -1.0 / 500;
      self.view.layer.sublayerTransform = perspective;
      """, .objc)
    #expect(!objc.diagnostics.contains { $0.severity == .error })
  }

  /// Foundation's inline `NSMakeRange`, UIKit's `UI_USER_INTERFACE_IDIOM()` macro and
  /// `NSLocalizedString` are real: inert, noted, never "not supported".
  @Test func inlineFunctionsAndMacrosAreReal() {
    let outcome = runScenario(
      """
      NSRange range = NSMakeRange(0, 2);
      if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
          NSLog(@"pad");
      }
      NSString *title = NSLocalizedString(@"Home", @"tab title");
      NSLog(@"%@", title);
      """, .objc)
    #expect(!outcome.diagnostics.contains { $0.severity == .error })
    #expect(outcome.diagnostics.contains { $0.id == .scenarioInert })
  }

  /// `presentation()` is CALayer's method (WinObjC declares `presentationLayer` as an `id`
  /// property): inert, of the layer's own type.
  @Test func aLayersPresentationCopyIsAMethod() {
    let surface = UIKitSurface.shared
    #expect(surface.member(named: "presentation()", in: "CALayer", language: .swift) != nil)
    #expect(surface.member(named: "presentationLayer", in: "CALayer", language: .objc) != nil)
  }

  /// Swift's defaults for an option set and a last optional closure: a call that leaves them
  /// out names the same real member.
  @Test func swiftDefaultArgumentsNameTheSameMember() {
    let surface = UIKitSurface.shared
    #expect(
      surface.member(
        named: "constraints(withVisualFormat:metrics:views:)", in: "NSLayoutConstraint",
        language: .swift)?.member.objcName == "constraintsWithVisualFormat:options:metrics:views:")
    #expect(
      surface.member(named: "present(_:animated:)", in: "UIViewController", language: .swift)?
        .member.objcName == "presentViewController:animated:completion:")
    // `setTitle(_:for:)`'s `UIControl.State` is an option set Swift gives no default.
    #expect(surface.member(named: "setTitle(_:)", in: "UIButton", language: .swift) == nil)
  }

  /// The visual format without `options:` makes the constraints the full spelling makes.
  @Test func visualFormatWithoutOptions() {
    func run(_ call: String) -> ScenarioOutcome {
      runScenario(
        """
        let box = UIView()
        view.addSubview(box)
        let views = ["box": box]
        NSLayoutConstraint.activate(\(call))
        """, .swift, ["show=layout"])
    }
    let short = run(
      #"NSLayoutConstraint.constraints(withVisualFormat: "H:|[box]|", metrics: nil, views: views)"#)
    let full = run(
      #"NSLayoutConstraint.constraints(withVisualFormat: "H:|[box]|", options: [], metrics: nil, views: views)"#
    )
    #expect(short.diagnostics == [])
    #expect(short.traceText == full.traceText)
    #expect(short.traceText.contains("NSLayoutConstraint.activate"))
  }

  // MARK: (d) inherited members

  /// A view's and a controller's members inherited from `UIResponder` (`isFirstResponder`,
  /// Swift's `next`) and `UITraitEnvironment` (`traitCollection`) are real: inert, noted,
  /// never "the project's own category".
  @Test func inheritedResponderAndTraitMembersAreReal() {
    let outcome = runScenario(
      """
      let box = UIView()
      view.addSubview(box)
      print(box.isFirstResponder, box.canBecomeFirstResponder)
      let style = box.traitCollection.userInterfaceStyle
      let up = box.next
      let mine = self.next
      print(NSStringFromClass(type(of: box)))
      """, .swift)
    #expect(!outcome.diagnostics.contains { $0.severity == .error }, "\(outcome.diagnostics)")
    #expect(outcome.diagnostics.contains { $0.id == .scenarioInert })
  }

  /// `CGPoint.zero` and `CGSize.zero` are their types' zero, as `CGRect.zero` is; `UUID()` is
  /// not a renamed `NSUUID` factory.
  @Test func declaredValueTypesHaveTheirZero() {
    let outcome = runScenario(
      """
      let origin = CGPoint.zero
      let size = CGSize.zero
      print(origin.x, size.width, CGRect.zero.width)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   0.0 0.0 0.0\n"))
    let uuid = runScenario("let id = UUID()", .swift)
    #expect(!uuid.diagnostics.contains { $0.id == .scenarioRenamed })
  }

  /// iOS 14's `addAction(_:for:)` runs its closure on a touch, which `run=tap:` delivers only
  /// to target-action: refused with the area, never kept inert (its handler would silently
  /// never run).
  @Test func aControlsActionClosureIsTargetAction() {
    let outcome = runScenario(
      """
      let button = UIButton()
      var action: UIAction?

      override func viewDidLoad() {
          super.viewDidLoad()
          if let action = action {
              button.addAction(action, for: .touchUpInside)
          }
      }
      """, .swift)
    #expect(outcome.diagnostics.count == 1)
    #expect(
      outcome.diagnostics.first?.message.hasPrefix(
        "`addAction(_:for:)` is real UIKit API that the model does not cover "
          + "(target-action and selectors)") == true)
  }

  /// Swift lowercases a leading initialism of a method or property name, a plural one whole
  /// (`URLForResource:withExtension:` is `url(forResource:withExtension:)`, `URLsForDirectory:
  /// inDomains:` `urls(for:inDomains:)`, `UUIDString` `uuidString`); the iOS 11 scroll-view
  /// members are real (the second fresh set).
  @Test func leadingInitialismsAreLowercasedInSwift() {
    let surface = UIKitSurface.shared
    #expect(
      surface.member(named: "url(forResource:withExtension:)", in: "Bundle", language: .swift)
        != nil)
    #expect(surface.member(named: "uuidString", in: "NSUUID", language: .swift) != nil)
    #expect(surface.member(named: "cgColor", in: "UIColor", language: .swift) != nil)
    let outcome = runScenario(
      """
      let scroll = UIScrollView()
      scroll.contentInsetAdjustmentBehavior = .never
      let url = Bundle.main.url(forResource: "menu", withExtension: "json")
      view.addSubview(scroll)
      """, .swift)
    #expect(!outcome.diagnostics.contains { $0.severity == .error }, "\(outcome.diagnostics)")
  }

  /// `#selector` of a real UIKit method compiles, as in Swift (the run decides what sending it
  /// does); a name neither the scenario nor UIKit has is still "cannot find".
  @Test func aSelectorOfAUIKitMethodCompiles() {
    let outcome = runScenario(
      """
      if responds(to: #selector(UIViewController.setNeedsStatusBarAppearanceUpdate)) {
          print("yes")
      }
      let loaded = #selector(viewDidLoad)
      let missing = #selector(notAMethod)
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["5:25 scenario.unknown-identifier"])
  }
}
