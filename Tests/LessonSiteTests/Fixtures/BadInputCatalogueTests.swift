import Foundation
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonSite

/// The bad-input catalogue (issue 14 item 6): every `Tests/Fixtures/BadInputs/**/*.txtar` is a
/// small site with one thing wrong, run through the same pipeline as `lessons check` (or
/// `lessons build`) with the real interpreter. Each expected diagnostic must be reported with
/// its id at its place, and nothing may crash. The format is described on `BadInputCase`.
@Suite struct BadInputCatalogueTests {
  /// `Tests/Fixtures/BadInputs`, found from this file.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/BadInputs").path
  /// The project's own theme, which template cases are laid over.
  static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Templates").path
  /// The kinds of bad input, one sub-folder each.
  static let kinds = [
    "scenario", "markdown", "front-matter", "site-json", "templates", "links", "assets", "files",
  ]

  static func loadCases() -> [BadInputCase] {
    FixtureFiles.find(in: folder, extension: "txtar").map { name in
      let bytes = FileManager.default.contents(atPath: folder + "/" + name) ?? Data()
      return BadInputCase(name: name, bytes: Array(bytes))
    }
  }

  @Test func everyCaseIsWellFormed() {
    let cases = Self.loadCases()
    #expect(!cases.isEmpty, "no case under \(Self.folder)")
    for badInput in cases {
      #expect(Self.kinds.contains(badInput.kind), "\(badInput.name): unknown kind folder")
      #expect(badInput.problems.isEmpty, "\(badInput.name): \(badInput.problems)")
      #expect(!badInput.expectations.isEmpty, "\(badInput.name): no `expect:` line")
      #expect(!badInput.files.isEmpty, "\(badInput.name): no file")
    }
  }

  @Test(arguments: loadCases())
  func badInput(_ badInput: BadInputCase) throws {
    let found = try Self.run(badInput)
    for expectation in badInput.expectations where !found.contains(where: expectation.matches) {
      Issue.record(
        """
        \(badInput.name):\(expectation.caseLine): expected \(expectation), found:
        \(found.map { "  \($0)" }.joined(separator: "\n"))
        """)
    }
  }

  /// Writes the case's site into a temporary folder, runs its command, and returns every
  /// diagnostic reported (and the error that stopped a build), files relative to the case.
  static func run(_ badInput: BadInputCase) throws -> [BadInputCase.Found] {
    let root = try FixtureFolder()
    defer { root.remove() }
    let content = root.path("content")
    let theme = root.path("Templates")
    try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: templates, toPath: theme)
    for file in badInput.files {
      let target = file.path.hasPrefix("Templates/") ? file.path : "content/" + file.path
      try root.write(target, bytes: file.bytes)
    }
    for path in badInput.removed { try FileManager.default.removeItem(atPath: root.path(path)) }
    for (path, size) in badInput.padded {
      let target = path.hasPrefix("Templates/") ? path : "content/" + path
      var bytes = (try? root.bytes(target)) ?? []
      let line = Array("Padding prose that only makes the file larger.\n".utf8)
      while bytes.count < size { bytes += line }
      try root.write(target, bytes: bytes)
    }
    if !badInput.files.contains(where: { $0.path == "site.json" }) {
      try root.write("content/site.json", FixtureFolder.siteJSON(["en"]))
    }
    func relative(_ file: String?) -> String {
      guard let file else { return "-" }
      for (prefix, shown) in [(content + "/", ""), (theme + "/", "Templates/")]
      where file.hasPrefix(prefix) {
        return shown + file.dropFirst(prefix.count)
      }
      // Theme files are named relative to the theme.
      return file.hasPrefix("/") ? file : "Templates/" + file
    }
    func found(_ diagnostics: [SiteDiagnostic]) -> [BadInputCase.Found] {
      diagnostics.map {
        BadInputCase.Found(
          id: $0.id.rawValue, path: relative($0.file), line: $0.line, column: $0.column)
      }
    }
    /// The error that stopped the run, at the file (and line) it names.
    func stopped(_ error: SiteBuildError) -> BadInputCase.Found {
      switch error {
      case .template(let template):
        return BadInputCase.Found(
          id: template.id.rawValue, path: "Templates/" + template.file,
          line: template.line == 0 ? nil : template.line)
      case .missingUIStrings(let file), .badUIStrings(let file, _), .missingSiteConfig(let file),
        .output(let file, _):
        return BadInputCase.Found(id: error.id.rawValue, path: relative(file))
      default:
        return BadInputCase.Found(id: error.id.rawValue, path: "-")
      }
    }
    let pipeline = SitePipeline(executor: ScenarioRunner(), jobs: 1)
    switch badInput.command {
    case .check, .promote:
      var request = SitePipeline.CheckRequest(contentDirectory: content)
      request.promote = badInput.command == .promote
      do {
        return found(try pipeline.check(request).diagnostics)
      } catch {
        return [stopped(error)]
      }
    case .build:
      var options = SiteBuilder.Options()
      options.contentDirectory = content
      options.templatesDirectory = theme
      options.outputDirectory = root.path("_site")
      options.jobs = 1
      options.useCache = false
      let report = pipeline.build(options)
      var all = found(report.diagnostics)
      if let error = report.error { all.append(stopped(error)) }
      return all
    }
  }
}

/// Fixture files under a folder, recursively: paths relative to it, sorted.
enum FixtureFiles {
  static func find(in folder: String, extension suffix: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var names: [String] = []
    while let name = walker.nextObject() as? String {
      if name.hasSuffix("." + suffix) { names.append(name) }
    }
    return names.sorted()
  }
}
