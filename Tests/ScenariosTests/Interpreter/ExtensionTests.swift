import Testing

@testable import Scenarios

/// Extensions, categories and availability annotations (issue 10 item 4). Traces from
/// FIDELITY.md A1.3, A2.3, A3.4, A5 and B3, written before running.
@Suite struct ExtensionTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/extension.md.
  private func trace(
    _ source: String, _ language: ScenarioLanguage = .swift, _ words: [String] = []
  ) -> String {
    let outcome = runScenario(source, language, words)
    #expect(outcome.diagnostics == [])
    return outcome.traceText
  }

  @Test func extensionOfTheScenariosOwnClass() {
    let source = """
      class ContainerViewController: UIViewController {
        let first = FirstViewController()
      }

      @available(iOS 13.0, *)
      extension ContainerViewController {
        @objc func showFirst() {
          addChild(first)
          first.didMove(toParent: self)
        }
      }
      """
    #expect(
      trace(source, .swift, ["self=ContainerViewController", "run=showFirst"]) == """
        manual  window.rootViewController = self
        auto      self.loadView()
        auto      self.viewDidLoad()
        manual  window.makeKeyAndVisible()
        auto      self.viewWillAppear(false)
        turn
        auto      self.viewDidAppear(false)
        manual  self.addChild(first)
        auto      first.willMove(toParent: self)
        manual  first.didMove(toParent: self)

        """)
  }

  @Test func objcCategoryWithAvailabilityMacros() {
    let source = """
      API_AVAILABLE(ios(13.0))
      @interface UIViewController (Container)
      - (void)embed:(UIViewController *)child NS_AVAILABLE_IOS(5_0);
      @end

      @implementation UIViewController (Container)
      - (void)embed:(UIViewController *)child NS_AVAILABLE_IOS(5_0) {
        [self addChildViewController:child];
        [child didMoveToParentViewController:self];
      }
      @end

      UIViewController *child = [FirstViewController new];
      [self embed:child];
      """
    #expect(
      trace(source, .objc) == """
        manual  [self addChildViewController:child]
        auto      [child willMoveToParentViewController:self]
        manual  [child didMoveToParentViewController:self]

        """)
  }

  @Test func extensionMethodTypoIsReportedStatically() {
    let outcome = runScenario(
      """
      extension UIViewController {
        func add(_ child: UIViewController) {
          addChlid(child)
        }
      }
      add(UIViewController())
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["3:5 scenario.unknown-identifier"])
    #expect(outcome.diagnostics.first?.hint == "did you mean `addChild`?")
  }
}
