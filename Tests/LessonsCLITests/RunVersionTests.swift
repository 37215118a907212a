import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// `lessons run … --ios VERSION` (docs/FIDELITY.md V1): the same presentation as iOS 12 shows
/// it (the default style covers the presenter, A13.7) and as the current iOS does (a sheet:
/// the presenter hears nothing, A13.8). Expected traces written from the reference.
@Suite(.serialized) struct RunVersionTests {
  static let present = """
    let second = UIViewController()
    present(second, animated: false)

    """

  static let sheet = """
    manual  self.present(second, animated: false)
    turn
    auto      second.loadView()
    auto      second.viewDidLoad()
    auto      second.viewWillAppear(false)
    auto      second.viewDidAppear(false)

    """

  static let fullScreen = """
    manual  self.present(second, animated: false)
    turn
    auto      second.loadView()
    auto      second.viewDidLoad()
    auto      self.viewWillDisappear(false)
    auto      second.viewWillAppear(false)
    auto      second.viewDidAppear(false)
    auto      self.viewDidDisappear(false)

    """

  @Test func snippetUnderIOS12AndTheCurrentIOS() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("present.swift", Self.present)
    let old = runLessons(["run", path, "--ios", "12"], executor: ScenarioRunner())
    #expect(old.status == 0)
    #expect(old.output == Self.fullScreen)
    let current = runLessons(["run", path], executor: ScenarioRunner())
    #expect(current.output == Self.sheet)
  }

  @Test func lessonUnderIOS12() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let lesson = "---\ntitle: T\n---\n\n```swift scenario\n" + Self.present + "```\n"
    let path = try folder.write("present.md", lesson)
    let result = runLessons(["run", path, "--ios", "12"], executor: ScenarioRunner())
    #expect(result.status == 0)
    #expect(result.output.hasSuffix(Self.fullScreen))
  }

  @Test func unknownVersionIsRefused() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("present.swift", Self.present)
    let result = runLessons(["run", path, "--ios", "11"], executor: ScenarioRunner())
    // Bad usage, before anything runs (RunUnknownIOSTests has the exact text).
    #expect(result.status == 64)
    #expect(result.output == "")
    #expect(
      result.error.contains(
        "unknown iOS version `11` for --ios: the model knows iOS 12, 13, 14, 15, 16, 17, 18 and 26")
    )
  }
}
