import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// `lessons run FILE.swift|FILE.m|-`: one snippet, run by the real interpreter. Expected
/// traces follow FIDELITY.md A1.3 (addChild sends willMove itself), A7.1 (reading `view`
/// loads it) and B3 (a new child's viewDidAppear waits for the end of the turn).
@Suite(.serialized) struct RunSnippetTests {
  static let swiftAdd = """
    let child = UIViewController()
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)

    """

  static let objcAdd = """
    UIViewController *child = [[UIViewController alloc] init];
    [self addChildViewController:child];
    [self.view addSubview:child.view];
    [child didMoveToParentViewController:self];

    """

  @Test func swiftFileByExtension() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("add.swift", Self.swiftAdd)
    let result = runLessons(["run", path], executor: ScenarioRunner())
    #expect(result.status == 0)
    #expect(
      result.output == """
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

  @Test func objectiveCFromStandardInput() {
    let result = runLessons(
      ["run", "-", "--language", "objc"], executor: ScenarioRunner(), standardInput: Self.objcAdd)
    #expect(result.status == 0)
    #expect(
      result.output == """
        manual  [self addChildViewController:child]
        auto      [child willMoveToParentViewController:self]
        manual  child.view
        auto      [child loadView]
        auto      [child viewDidLoad]
        manual  [self.view addSubview:child.view]
        auto      [child viewWillAppear:NO]
        manual  [child didMoveToParentViewController:self]
        turn
        auto      [child viewDidAppear:NO]

        """)
  }

  @Test func attributesFromOptions() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "show.swift",
      """
      func showChild() {
        let child = UIViewController()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }

      """)
    let result = runLessons(
      ["run", path, "--run", "showChild", "--self", "Container", "--uikit", "B3:immediate"],
      executor: ScenarioRunner())
    #expect(result.status == 0)
    // B3 switched: viewDidAppear inside addSubview, before didMove; the class name is ours.
    #expect(
      result.output.hasSuffix(
        """
        manual  self.view.addSubview(child.view)
        auto      child.viewWillAppear(false)
        auto      child.viewDidAppear(false)
        manual  child.didMove(toParent: self)

        """))
    #expect(result.output.hasPrefix("manual  window.rootViewController = self\n"))
  }

  @Test func diagnosticsPointIntoTheFileWithACaret() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "bad.m", "UIViewController *c = [UIViewController new];\n[c didMoveToParentViewController];\n"
    )
    let result = runLessons(["run", path], executor: ScenarioRunner())
    #expect(result.status == 1)
    #expect(result.output.contains("\(path):2:4: error: "))
    #expect(result.output.contains("[scenario.missing-argument]"))
    #expect(result.output.contains("[c didMoveToParentViewController];\n   ^"))
  }

  /// Every attribute of a scenario fence is an option of `run`: `--show views` traces what
  /// the code sets on views, `--storyboard` says what an identifier instantiates.
  @Test func showViewsAndStoryboardOptions() throws {
    let source = """
      let detail = storyboard!.instantiateViewController(withIdentifier: "Detail")
      addChild(detail)
      view.addSubview(detail.view)
      detail.view.alpha = 0.5
      detail.didMove(toParent: self)

      """
    let shown = runLessons(
      [
        "run", "-", "--language", "swift", "--show", "views", "--storyboard",
        "Detail:UIViewController",
      ],
      executor: ScenarioRunner(), standardInput: source)
    #expect(shown.status == 0, "\(shown.error)")
    #expect(shown.output.contains("manual  detail.view.alpha = 0.5\n"))
    let plain = runLessons(
      ["run", "-", "--language", "swift"], executor: ScenarioRunner(), standardInput: source)
    #expect(plain.status == 0, "\(plain.error)")
    #expect(!plain.output.contains("alpha"))
    #expect(runLessons(["run", "a.md", "--storyboard", "X"]).status == 64)
  }

  @Test func usageErrors() throws {
    #expect(runLessons(["run", "-"], standardInput: "x").status == 64)
    // The texts of `--language kotlin` and `--show colour` are in CommandLine/usage-errors.txt.
    #expect(runLessons(["run", "-", "--language", "kotlin"]).status == 64)
    #expect(runLessons(["run", "a.md", "--self", "X"]).status == 64)
    #expect(runLessons(["run", "notes.txt"]).status == 64)
    #expect(runLessons(["run", "x.swift", "--show", "colour"]).status == 64)
  }

  @Test func invalidUTF8IsADiagnosticNotACrash() {
    let output = OutputBuffer()
    let environment = CommandEnvironment(
      executor: ScenarioRunner(), write: output.append, writeError: { _ in },
      errorIsTerminal: false, defaultJobs: 1, readStandardInput: { [0x61, 0x0A, 0xFF, 0x62] })
    let status = LessonsCommand.run(
      arguments: ["run", "-", "--language", "swift"], environment: environment)
    #expect(status == 1)
    #expect(output.text.hasPrefix("<stdin>:2:1: error:"))
  }
}
