import Containment
import Foundation
import LessonTestSupport
import Scenarios

@testable import LessonSite

/// A fake interpreter for site tests: every scenario "adds a child" (four events, one per
/// source line), unless its code contains `BROKEN`, which stops it with a diagnostic.
struct AddChildExecutor: ScenarioExecuting {
  func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
    -> ScenarioOutcome
  {
    if source.contains("BROKEN") {
      return ScenarioOutcome(
        language: language, events: [],
        diagnostics: [
          ScenarioDiagnostic(id: .scenarioSyntax, message: "broken", line: 1, column: 1)
        ],
        showLayout: false)
    }
    let events = [
      TraceEvent(
        kind: .manual, depth: 0,
        action: .call(receiver: "self", member: .addChild, arguments: [.object("child")]),
        sourceLine: 1),
      TraceEvent(
        kind: .auto, depth: 1,
        action: .call(receiver: "child", member: .willMoveToParent, arguments: [.object("self")]),
        sourceLine: 1),
      TraceEvent(
        kind: .manual, depth: 0,
        action: .call(
          receiver: "self.view", member: .addSubview, arguments: [.object("child.view")]),
        sourceLine: 2),
      TraceEvent(
        kind: .manual, depth: 0,
        action: .call(receiver: "child", member: .didMoveToParent, arguments: [.object("self")]),
        sourceLine: 3),
    ]
    return ScenarioOutcome(
      language: language, events: events, diagnostics: [], showLayout: attributes.showLayout)
  }
}

/// A small three-locale site: en has two lessons, zh-Hans both, ko only the first (so
/// `ko/02-removing-a-child.html` falls back to English).
enum SiteFixture {
  /// The trace `AddChildExecutor` produces, in Swift spelling (core-spec trace format).
  static let swiftTrace = """
    manual  self.addChild(child)
    auto      child.willMove(toParent: self)
    manual  self.view.addSubview(child.view)
    manual  child.didMove(toParent: self)
    """

  static let objcTrace = """
    manual  [self addChildViewController:child]
    auto      [child willMoveToParentViewController:self]
    manual  [self.view addSubview:child.view]
    manual  [child didMoveToParentViewController:self]
    """

  static func lesson(title: String, heading: String, body: String, trace: String) -> String {
    """
    ---
    title: \(title)
    summary: "\(title) <summary> & more"
    ---

    ## \(heading)

    \(body)

    ```swift scenario
    self.addChild(child)
    self.view.addSubview(child.view)
    child.didMove(toParent: self)
    ```

    ```trace
    \(trace)
    ```

    ## \(heading)

    Text with <script>alert(1)</script> and [a link](https://example.com).
    """
  }

  /// The repository's own theme.
  static var templates: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
      .path
  }

  /// Writes the content into `folder/Content` and returns build options for it.
  static func make(in folder: FixtureFolder, brokenTrace: Bool = false) throws
    -> SiteBuilder.Options
  {
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en", "zh-Hans", "ko"]))
    try folder.write(
      "Content/en/01-adding-a-child.md",
      lesson(
        title: "Adding a child", heading: "Overview", body: "Call addChild first.",
        trace: swiftTrace))
    try folder.write(
      "Content/en/02-removing-a-child.md",
      lesson(
        title: "Removing a child", heading: "Steps", body: "Reverse order.",
        trace: brokenTrace
          ? swiftTrace.replacingOccurrences(of: "auto  ", with: "manual") : swiftTrace))
    try folder.write(
      "Content/zh-Hans/01-adding-a-child.md",
      lesson(title: "添加子控制器", heading: "概述", body: "先调用 addChild。", trace: swiftTrace))
    try folder.write(
      "Content/zh-Hans/02-removing-a-child.md",
      lesson(title: "移除子控制器", heading: "步骤", body: "顺序相反。", trace: swiftTrace))
    try folder.write(
      "Content/ko/01-adding-a-child.md",
      lesson(
        title: "자식 컨트롤러 추가", heading: "뷰 컨트롤러 개요", body: "먼저 addChild를 호출합니다.",
        trace: swiftTrace))
    var options = SiteBuilder.Options()
    options.contentDirectory = folder.path("Content")
    options.templatesDirectory = templates
    options.outputDirectory = folder.path("_site")
    options.jobs = 2
    return options
  }

  /// Every file under `root`, relative, sorted.
  static func listing(_ root: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
      if !isDirectory.boolValue { paths.append(path) }
    }
    return paths.sorted()
  }

  static func read(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  /// Values of `attribute="…"` in `html`.
  static func attributeValues(_ attribute: String, in html: String) -> [String] {
    var values: [String] = []
    var rest = Substring(html)
    let marker = " \(attribute)=\""
    while let start = rest.firstRange(of: marker) {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      values.append(String(rest[..<end]))
      rest = rest[end...]
    }
    return values
  }
}
