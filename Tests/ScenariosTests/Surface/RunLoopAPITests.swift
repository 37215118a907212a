import Testing

@testable import Scenarios

/// `DispatchQueue.main.async`, `asyncAfter`, `dispatch_async`, `perform(_:with:afterDelay:)`
/// on the virtual run loop (FIDELITY-SURFACE.md R1–R5).
@Suite struct RunLoopAPITests {
  @Test func aMainQueueBlockFromViewDidLoadRunsAfterViewDidAppear() {
    let source = """
      override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.async {
          print("main queue")
        }
        print("viewDidLoad")
      }
      """
    let outcome = runScenario(source, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  window.rootViewController = self
        auto      self.loadView()
        auto      self.viewDidLoad()
        print       viewDidLoad
        manual  window.makeKeyAndVisible()
        auto      self.viewWillAppear(false)
        turn
        auto      self.viewDidAppear(false)
        block     async()
        print       main queue

        """)
  }

  @Test func asyncAfterRunsAtItsDeadline() {
    let source = """
      func go() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
          print("later")
        }
        print("scheduled")
      }
      """
    let outcome = runScenario(source, .swift, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == plainRootPrelude + """
        print   scheduled
        time    0.3
        block     asyncAfter()
        print       later

        """)
  }

  @Test func objectiveCDispatchAsyncRunsBeforeADelayedPerform() {
    let source = """
      - (void)go {
        [self performSelector:@selector(later) withObject:nil afterDelay:0.5];
        dispatch_async(dispatch_get_main_queue(), ^{
          NSLog(@"async");
        });
        NSLog(@"go");
      }

      - (void)later {
        NSLog(@"later");
      }
      """
    let outcome = runScenario(source, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        auto      [self viewDidAppear:NO]
        print   go
        turn
        block     async()
        print       async
        time    0.5
        auto      [self performSelector:@selector(later)]
        print       later

        """))
  }

  @Test func containmentInsideAMainQueueBlockDefersItsDidAppearToTheNextTurn() {
    let source = """
      let child = ChildViewController()

      func go() {
        DispatchQueue.main.async {
          self.addChild(self.child)
          self.view.addSubview(self.child.view)
          self.child.didMove(toParent: self)
        }
      }
      """
    let outcome = runScenario(source, .swift, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == plainRootPrelude + """
        turn
        block     async()
        manual      self.addChild(child)
        auto          child.willMove(toParent: self)
        manual      child.view
        auto          child.loadView()
        auto          child.viewDidLoad()
        manual      self.view.addSubview(child.view)
        auto          child.viewWillAppear(false)
        manual      child.didMove(toParent: self)
        turn
        auto      child.viewDidAppear(false)

        """)
  }

  @Test func aDelayedPerformPassesItsObject() {
    let source = """
      let child = ChildViewController()

      func go() {
        perform(#selector(show(_:)), with: child, afterDelay: 0)
      }

      @objc func show(_ controller: UIViewController) {
        print(controller == child)
      }
      """
    let outcome = runScenario(source, .swift, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == plainRootPrelude + """
        time    0
        auto      self.perform(#selector(show(_:)), with: child)
        print       true

        """)
  }
}
