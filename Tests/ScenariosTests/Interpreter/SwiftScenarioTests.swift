import Testing

@testable import Scenarios

/// Statements-shape Swift scenarios, one construct each; traces written from core-spec.md and
/// FIDELITY.md (A1.3, A2.3, A3.4, A5.7, A7.1, B3, B7, B11).
@Suite struct SwiftScenarioTests {
  private func trace(_ source: String, _ words: [String] = []) -> String {
    let outcome = runScenario(source, .swift, words)
    #expect(outcome.diagnostics == [])
    return outcome.traceText
  }

  @Test func canonicalAdd() {
    #expect(
      trace(
        """
        let child = FirstViewController()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
        """) == """
          manual  self.addChild(child)
          auto      child.willMove(toParent: self)
          manual  child.view
          auto      child.loadView()
          auto      child.viewDidLoad()
          manual  self.view.addSubview(child.view)
          auto      child.viewWillAppear(false)
          manual  child.didMove(toParent: self)
          turn
          auto      child.viewDidAppear(false)

          """)
  }

  @Test func canonicalRemoveAfterAdd() {
    #expect(
      trace(
        """
        let child = UIViewController(nibName: nil, bundle: nil)
        self.addChild(child)
        self.view.addSubview(child.view)
        child.didMove(toParent: self)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        """) == """
          manual  self.addChild(child)
          auto      child.willMove(toParent: self)
          manual  child.view
          auto      child.loadView()
          auto      child.viewDidLoad()
          manual  self.view.addSubview(child.view)
          auto      child.viewWillAppear(false)
          manual  child.didMove(toParent: self)
          manual  child.willMove(toParent: nil)
          manual  child.view.removeFromSuperview()
          auto      child.viewWillDisappear(false)
          auto      child.viewDidDisappear(false)
          manual  child.removeFromParent()
          auto      child.didMove(toParent: nil)

          """)
  }

  @Test func propertiesFramesAndRects() {
    #expect(
      trace(
        """
        let child = UIViewController()
        child.view.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        print(child.view.frame.width, child.view.translatesAutoresizingMaskIntoConstraints)
        print("frame \\(child.view.frame)")
        """) == """
          manual  child.view
          auto      child.loadView()
          auto      child.viewDidLoad()
          print   320 false
          print   frame (0, 0, 320, 240)

          """)
  }

  @Test func childrenSubscriptsAndLoops() {
    #expect(
      trace(
        """
        let a = FirstViewController()
        let b = SecondViewController()
        addChild(a)
        addChild(b)
        print(children.count, children[0], children.last!)
        for c in children {
          c.didMove(toParent: self)
        }
        """) == """
          manual  self.addChild(a)
          auto      a.willMove(toParent: self)
          manual  self.addChild(b)
          auto      b.willMove(toParent: self)
          print   2 <FirstViewController: a> <SecondViewController: b>
          manual  a.didMove(toParent: self)
          manual  b.didMove(toParent: self)

          """)
  }

  @Test func ifElseGuardAndOptionalBinding() {
    #expect(
      trace(
        """
        let child = UIViewController()
        if child.parent == nil {
          print("no parent")
        } else {
          print("parent")
        }
        if let parent = child.parent { print("bound \\(parent)") }
        guard let parent = child.parent else {
          print("guarded")
          return
        }
        print("unreachable \\(parent)")
        """) == """
          print   no parent
          print   guarded

          """)
  }

  @Test func animateWithOptionsAndTrailingCompletion() {
    #expect(
      trace(
        """
        let box = UIView(frame: .zero)
        view.addSubview(box)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut, .allowUserInteraction], animations: {
          box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        }) { finished in
          print("done", finished)
        }
        """) == """
          manual  self.view.addSubview(box)
          manual  UIView.animate(withDuration: 0.25, delay: 0, options: [.allowUserInteraction, .curveEaseOut])
          block     animations()
          time    0.25
          block     completion(true)
          print       done true

          """)
  }

  @Test func weakCapturesAreAcceptedAndIgnored() {
    #expect(
      trace(
        """
        weak var weakSelf = self
        UIView.animate(withDuration: 0, animations: { [weak self] in
          self?.view.frame = .zero
        })
        print(weakSelf == nil)
        """) == """
          manual  UIView.animate(withDuration: 0)
          block     animations()
          print   false

          """)
  }

  @Test func uikitExceptionEndsTheTraceWithoutADiagnostic() {
    #expect(
      trace(
        """
        let a = UIViewController()
        let b = UIViewController()
        transition(from: a, to: b, duration: 0.3, options: [], animations: {})
        print("never")
        """) == """
          manual  self.transition(from: a, to: b, duration: 0.3, options: [])
          raise     NSInvalidArgumentException: Children view controllers <UIViewController: a> and \
          <UIViewController: b> must have a common parent view controller when calling \
          -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]

          """)
  }

  @Test func viewLoadingProperties() {
    #expect(
      trace(
        """
        let c = UIViewController()
        print(c.isViewLoaded, c.viewIfLoaded == nil)
        c.loadViewIfNeeded()
        print(c.isViewLoaded)
        """) == """
          print   false true
          manual  c.loadViewIfNeeded()
          auto      c.loadView()
          auto      c.viewDidLoad()
          print   true

          """)
  }

  @Test func manualAppearanceForwarding() {
    #expect(
      trace(
        """
        let child = UIViewController()
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        """) == """
          manual  child.beginAppearanceTransition(true, animated: false)
          auto      child.loadView()
          auto      child.viewDidLoad()
          auto      child.viewWillAppear(false)
          manual  child.endAppearanceTransition()
          auto      child.viewDidAppear(false)

          """)
  }

  @Test func subviewOrdering() {
    #expect(
      trace(
        """
        let a = UIView()
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        view.insertSubview(a, at: 0)
        view.insertSubview(b, belowSubview: a)
        view.bringSubviewToFront(b)
        view.sendSubviewToBack(b)
        print(view.subviews.count, a.superview == view, view.window != nil)
        """) == """
          manual  self.view.insertSubview(a, at: 0)
          manual  self.view.insertSubview(b, belowSubview: a)
          manual  self.view.bringSubviewToFront(b)
          manual  self.view.sendSubviewToBack(b)
          print   2 true true

          """)
  }

  @Test func declaredClassOverridesRunNestedUnderTheirCallback() {
    #expect(
      trace(
        """
        class LoggingViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            print("loaded \\(self)")
          }
        }
        let child = LoggingViewController()
        child.loadViewIfNeeded()
        """) == """
          manual  child.loadViewIfNeeded()
          auto      child.loadView()
          auto      child.viewDidLoad()
          print       loaded <LoggingViewController: child>

          """)
  }

  @Test func superCallInStatementsIsAManualCallOnSelf() {
    #expect(
      trace("super.viewDidLoad()") == """
        manual  self.viewDidLoad()

        """)
  }

  @Test func rangesTernaryAndArithmetic() {
    #expect(
      trace(
        """
        var total = 0
        for i in 0..<3 { total = total + i * 2 }
        print(total, total > 5 ? "big" : "small", 7 % 4, -total)
        """) == """
          print   6 big 3 -6

          """)
  }

  @Test func showLayoutRevealsLayoutCallbacks() {
    let outcome = runScenario(
      "let c = UIViewController()\nview.addSubview(c.view)", .swift, ["show=layout"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("self.viewWillLayoutSubviews()"))
    #expect(
      !runScenario("let c = UIViewController()\nview.addSubview(c.view)", .swift)
        .traceText.contains("LayoutSubviews"))
  }

  @Test func uikitAttributeSwitchesABehaviour() {
    let source = """
      let child = UIViewController()
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
      """
    let outcome = runScenario(source, .swift, ["uikit=B3:immediate"])
    #expect(outcome.diagnostics == [])
    #expect(!outcome.traceText.contains("turn"))
    let bad = runScenario(source, .swift, ["uikit=B3:sometimes"])
    #expect(diagnosticSummary(bad) == ["0:0 scenario.bad-uikit-setting"])
    #expect(bad.diagnostics.first?.message.contains("end-of-turn") == true)
  }

  @Test func sourceLinesAreStampedOnEvents() {
    let outcome = runScenario(
      "let child = UIViewController()\n\naddChild(child)\nprint(1)", .swift)
    // The end-of-scenario lint (child never got didMove) belongs to no line.
    #expect(outcome.events.map(\.sourceLine) == [3, 3, 4, nil])
    #expect(outcome.events.last?.kind == .lint)
  }
}

@Suite struct SwiftTypeConstantTests {
  @Test func typeQualifiedConstants() {
    let outcome = runScenario(
      """
      let box = UIView(frame: CGRect.zero)
      let options: UIView.AnimationOptions = [UIView.AnimationOptions.curveLinear, .repeat]
      print(box.frame.width, options)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   0 [.repeat, .curveLinear]\n")
  }
}

@Suite struct SwiftPropertyAccessTests {
  @Test func childrenFirstLastIsEmptyWindowAndRoot() {
    let outcome = runScenario(
      """
      print(children.isEmpty, children.first == nil)
      let a = FirstViewController()
      addChild(a)
      a.didMove(toParent: self)
      print(children.first == a, children.last == a, children.isEmpty)
      print(self.window.rootViewController == self, view.window == self.window, a.parent == self)
      print("a" + "b", 1.5 / 2, a.viewIfLoaded == nil)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        print   true true
        manual  self.addChild(a)
        auto      a.willMove(toParent: self)
        manual  a.didMove(toParent: self)
        print   true true false
        print   true true true
        print   ab 0.75 true

        """)
  }

  @Test func twoObjectsNeverShareAName() {
    let outcome = runScenario(
      """
      func add() {
        let vc = UIViewController()
        addChild(vc)
        vc.didMove(toParent: self)
      }
      """, .swift, ["run=add,add"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == plainRootPrelude + """
        manual  self.addChild(vc)
        auto      vc.willMove(toParent: self)
        manual  vc.didMove(toParent: self)
        manual  self.addChild(vc#2)
        auto      vc#2.willMove(toParent: self)
        manual  vc#2.didMove(toParent: self)

        """)
  }

  @Test func runtimeProblemKeepsThePartialTrace() {
    let outcome = runScenario(
      """
      let child = UIViewController()
      addChild(child)
      addChild(child.view)
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["3:16 scenario.type-mismatch"])
    #expect(
      outcome.traceText == """
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)
        manual  child.view
        auto      child.loadView()
        auto      child.viewDidLoad()

        """)
  }
}
