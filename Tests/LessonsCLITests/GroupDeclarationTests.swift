import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// A `group=` is one program (articles bucket A4, A5): a block may use what a later block of
/// its group declares, since type members, file-scope declarations and an `@implementation`'s
/// methods are order-independent; statements and drivers run in file order; a later block's
/// trace is only what it adds, also when it names the group's `self=`. The expected traces
/// were written from docs/FIDELITY.md (A1–A3 the three calls in, B8 appearance forwarded to
/// the child of an on-screen parent) before the code ran.
@Suite struct GroupDeclarationTests {
  private func check(_ text: String) throws -> CLIResult {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("post.md", text)
    return runLessons(["check", folder.path("post.md")], executor: ScenarioRunner())
  }

  @Test func aBlockCallsAMethodALaterBlockOfItsGroupDeclares() throws {
    let result = try check(
      """
      <!-- lessons: swift scenario group=g -->
      ```swift
      override func viewDidLoad() {
          super.viewDidLoad()
          show(UIViewController())
      }
      ```
      <!-- lessons: trace
      manual  window.rootViewController = self
      auto      self.loadView()
      auto      self.viewDidLoad()
      manual      self.addChild(child)
      auto          child.willMove(toParent: self)
      manual      child.view
      auto          child.loadView()
      auto          child.viewDidLoad()
      manual      self.view.addSubview(child.view)
      manual      child.didMove(toParent: self)
      manual  window.makeKeyAndVisible()
      auto      self.viewWillAppear(false)
      auto      child.viewWillAppear(false)
      turn
      auto      self.viewDidAppear(false)
      auto      child.viewDidAppear(false)
      -->

      <!-- lessons: swift scenario group=g -->
      ```swift
      func show(_ child: UIViewController) {
          addChild(child)
          view.addSubview(child.view)
          child.didMove(toParent: self)
      }
      ```

      """)
    #expect(result.status == 0, "\(result.output)")
    // The second block ran in the first one's run: no "not run", no "no trace".
    #expect(!result.output.contains("warning"), "\(result.output)")
    #expect(result.output.hasPrefix("1 file, 2 scenarios: "), "\(result.output)")
  }

  @Test func aLaterBlockOfAGroupTracesOnlyWhatItAddsUnderTheGroupsSelf() throws {
    let result = try check(
      """
      <!-- lessons: objc scenario group=g -->
      <!-- lessons: driver
      UIViewController *first = [UIViewController new];
      [self addChildViewController:first];
      [self.view addSubview:first.view];
      [first didMoveToParentViewController:self];
      -->
      ```objc
      @implementation Base : UIViewController
      @end
      ```

      <!-- lessons: objc scenario group=g self=Sub -->
      <!-- lessons: driver
      UIViewController *second = [UIViewController new];
      [self addChildViewController:second];
      [self.view addSubview:second.view];
      [second didMoveToParentViewController:self];
      -->
      ```objc
      @implementation Sub : Base
      @end
      ```
      <!-- lessons: trace
      manual  [self addChildViewController:second]
      auto      [second willMoveToParentViewController:self]
      manual  second.view
      auto      [second loadView]
      auto      [second viewDidLoad]
      manual  [self.view addSubview:second.view]
      auto      [second viewWillAppear:NO]
      manual  [second didMoveToParentViewController:self]
      turn
      auto      [second viewDidAppear:NO]
      -->

      """)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("1 verified, 0 failed"), "\(result.output)")
  }

  @Test func statementsOfALaterBlockStillRunAfterTheEarlierOnes() throws {
    let result = try check(
      """
      <!-- lessons: swift scenario group=g -->
      ```swift
      let child = UIViewController()
      addChild(child)
      child.didMove(toParent: self)
      ```
      <!-- lessons: trace
      manual  self.addChild(child)
      auto      child.willMove(toParent: self)
      manual  child.didMove(toParent: self)
      -->

      <!-- lessons: swift scenario group=g -->
      ```swift
      let other = UIViewController()
      addChild(other)
      other.didMove(toParent: self)
      ```
      <!-- lessons: trace
      manual  self.addChild(other)
      auto      other.willMove(toParent: self)
      manual  other.didMove(toParent: self)
      -->

      """)
    // The first block's trace has no `other`: the second block's statements are not
    // declarations, so they never run before or inside the first block.
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("2 verified, 0 failed"), "\(result.output)")
  }
}

extension GroupDeclarationTests {
  @Test func anErrorInALaterBlockIsThatBlocksAlone() throws {
    let result = try check(
      """
      <!-- lessons: swift scenario group=g -->
      ```swift
      let child = UIViewController()
      addChild(child)
      child.didMove(toParent: self)
      ```
      <!-- lessons: trace
      manual  self.addChild(child)
      auto      child.willMove(toParent: self)
      manual  child.didMove(toParent: self)
      -->

      <!-- lessons: swift scenario group=g -->
      ```swift
      class Menu: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              neverDeclared()
          }
      }
      ```

      """)
    // The first block verifies; the second block's error is reported once, by it (a method
    // no UIKit class has, called on a controller's `self`: the project's extension's).
    #expect(result.output.contains("1 verified, 1 failed"), "\(result.output)")
    #expect(
      result.output.components(separatedBy: "[scenario.undeclared]").count == 2,
      "\(result.output)")
  }
}
