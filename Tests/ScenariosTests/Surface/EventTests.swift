import Testing

@testable import Scenarios

/// Target-action, notifications and the `run=` event steps (FIDELITY-SURFACE.md E1–E5,
/// N1–N4). Expected traces written from those facts before running.
@Suite struct EventTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/surface/event.md.
  /// `@objc` actions are often declared in an extension of the class; `#selector` finds them
  /// there, with or without the argument labels (E1, E7).
  @Test(arguments: ["#selector(tapped(_:))", "#selector(tapped)"])
  func aSelectorFindsAnActionDeclaredInAnExtension(_ selector: String) {
    let source = """
      class Container: UIViewController {
        let button = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          button.addTarget(self, action: \(selector), for: .touchUpInside)
          view.addSubview(button)
        }
      }
      extension Container {
        @objc func tapped(_ sender: UIButton) { print("tapped", sender == button) }
      }
      """
    let outcome = runScenario(source, .swift, ["self=Container", "run=tap:button"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  window.rootViewController = self
        auto      self.loadView()
        auto      self.viewDidLoad()
        manual      self.view.addSubview(button)
        manual  window.makeKeyAndVisible()
        auto      self.viewWillAppear(false)
        turn
        auto      self.viewDidAppear(false)
        auto    self.perform(#selector(tapped(_:)), with: button)
        print     tapped true

        """)
  }

  @Test func objectiveCSelectorWithoutArgumentOnALocalButton() {
    let source = """
      - (void)viewDidLoad {
        [super viewDidLoad];
        UIButton *fristButton = [[UIButton alloc] initWithFrame:CGRectMake(0, 20, 160, 40)];
        [fristButton setTitle:@"First" forState:UIControlStateNormal];
        [fristButton addTarget:self action:@selector(toShowFirst) forControlEvents:UIControlEventTouchUpInside];
        [self.view addSubview:fristButton];
      }

      - (void)toShowFirst {
        NSLog(@"first tapped");
      }
      """
    let outcome = runScenario(source, .objc, ["run=tap:fristButton,tap:fristButton"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("manual      [self.view addSubview:fristButton]\n"))
    #expect(
      outcome.traceText.hasSuffix(
        """
        auto    [self performSelector:@selector(toShowFirst)]
        print     first tapped
        auto    [self performSelector:@selector(toShowFirst)]
        print     first tapped

        """))
  }

  /// `UIControlEventTouchUpInside | UIControlEventValueChanged`: one registration for both
  /// events (a bitwise OR of `UIControlEvents`, UIControl.h): sending `.valueChanged` in code
  /// and a tap (`.touchUpInside`) each reach the action.
  @Test func objectiveCControlEventsCombineWithBitwiseOr() {
    let source = """
      - (void)viewDidLoad {
        [super viewDidLoad];
        UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
        [button addTarget:self action:@selector(tapped) forControlEvents:UIControlEventTouchUpInside | UIControlEventValueChanged];
        [self.view addSubview:button];
        [button sendActionsForControlEvents:UIControlEventValueChanged];
      }

      - (void)tapped {
        NSLog(@"tapped");
      }
      """
    let outcome = runScenario(source, .objc, ["run=tap:button"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.events.filter { $0.action == .output("tapped") }.count == 2)
  }

  @Test func selectingASegmentSetsTheIndexThenSendsValueChanged() {
    let source = """
      let segments = UISegmentedControl(items: ["One", "Two"])

      override func viewDidLoad() {
        super.viewDidLoad()
        segments.selectedSegmentIndex = 0
        segments.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
        view.addSubview(segments)
      }

      @objc func changed(_ sender: UISegmentedControl) {
        print("now", sender.selectedSegmentIndex)
      }
      """
    let outcome = runScenario(source, .swift, ["run=select:segments:1,select:segments:1"])
    #expect(outcome.diagnostics == [])
    // Selecting the segment already selected changes nothing and sends nothing (V6).
    #expect(
      outcome.traceText.hasSuffix(
        """
        auto      self.viewDidAppear(false)
        auto    self.perform(#selector(changed(_:)), with: segments)
        print     now 1

        """))
  }

  @Test func postDeliversToEveryObserverSynchronouslyInRegistrationOrder() {
    let source = """
      override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(first(_:)), name: Notification.Name("switch"), object: nil)
        NotificationCenter.default.addObserver(forName: NSNotification.Name("switch"), object: nil, queue: nil) { note in
          print("block")
        }
      }

      @objc func first(_ note: Notification) {
        print("selector")
      }

      func fire() {
        print("before")
        NotificationCenter.default.post(name: Notification.Name("switch"), object: nil)
        print("after")
      }
      """
    let outcome = runScenario(source, .swift, ["run=fire,post:switch"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        auto      self.viewDidAppear(false)
        print   before
        manual  NotificationCenter.default.post(name: Notification.Name("switch"), object: nil)
        auto      self.perform(#selector(first(_:)), with: "switch")
        print       selector
        block     notification("switch")
        print       block
        print   after
        auto    self.perform(#selector(first(_:)), with: "switch")
        print     selector
        block   notification("switch")
        print     block

        """))
  }

  @Test func objectiveCNotificationObserversAsTheSeedWritesThem() {
    let source = """
      - (void)viewDidLoad {
        [super viewDidLoad];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(dealWithFirstClick) name:@"firstClick" object:nil];
      }

      - (void)dealWithFirstClick {
        NSLog(@"first click");
        [[NSNotificationCenter defaultCenter] removeObserver:self];
      }
      """
    let outcome = runScenario(source, .objc, ["run=post:firstClick,post:firstClick"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        auto      [self viewDidAppear:NO]
        auto    [self performSelector:@selector(dealWithFirstClick)]
        print     first click

        """))
  }

  @Test func anActionTheTargetLacksRaisesUnrecognizedSelector() {
    let source = """
      - (void)viewDidLoad {
        [super viewDidLoad];
        UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
        [button addTarget:self action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
        [self.view addSubview:button];
      }

      - (void)tapped {
        NSLog(@"never");
      }
      """
    let outcome = runScenario(source, .objc, ["run=tap:button"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        auto    [self performSelector:@selector(tapped:) withObject:button]
        raise     NSInvalidArgumentException: -[ParentViewController tapped:]: unrecognized selector sent to instance self

        """))
  }

  @Test(arguments: [
    ("run=tap:missing", "no control named `missing`"),
    ("run=tap:label", "`label` is not a control"),
    ("run=tap:offscreen", "`offscreen` is not in the window"),
    ("run=select:segments:5", "has 2 segments; no segment `5`"),
    ("run=tap:a:b:c", "write `tap:NAME`"),
  ])
  func eventStepsThatCannotHappenAreReported(words: String, message: String) {
    let source = """
      let label = UILabel()
      let offscreen = UIButton()
      let segments = UISegmentedControl(items: ["A", "B"])

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        view.addSubview(segments)
      }
      """
    let outcome = runScenario(source, .swift, [words])
    #expect(outcome.diagnostics.map(\.id) == [.scenarioBadRunEvent])
    #expect(outcome.diagnostics.first?.message.contains(message) == true)
  }

  /// Swift checks `#selector` when it compiles; Objective-C only when the message is sent.
  @Test func aSwiftSelectorNamingNoMethodIsAStaticError() {
    let source = """
      let button = UIButton()

      override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: #selector(showFrist(_:)), for: .touchUpInside)
      }

      @objc func showFirst(_ sender: UIButton) {}
      """
    let outcome = runScenario(source, .swift)
    #expect(diagnosticSummary(outcome) == ["5:44 scenario.unknown-identifier"])
    #expect(outcome.diagnostics.first?.hint == "did you mean `showFirst`?")
    #expect(outcome.traceText == "")
  }
}
