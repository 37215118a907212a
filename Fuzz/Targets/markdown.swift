// Fuzz target: one lesson file (front matter and Markdown, scenarios and traces) through
// loading, verification with the real interpreter (small budget), promotion (in memory) and
// rendering of its page with the project's theme (`Templates/`, or `$FUZZ_TEMPLATES`).
import Diagnostics
import Foundation

@testable import LessonSite
@testable import Scenarios

private let theme: Theme = {
  let folder = ProcessInfo.processInfo.environment["FUZZ_TEMPLATES"] ?? "Templates"
  do {
    return try Theme(folder: folder, locales: ["en"])
  } catch {
    fatalError("fuzz setup: cannot load the theme at \(folder): \(error)")
  }
}()

private let config = SiteConfig(version: "1", locales: [SiteLocale(code: "en", title: "Fuzz")])

func fuzzMarkdown(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  let path = "Content/en/01-fuzz.md"
  let (loaded, _) = ContentLoader.lesson(
    bytes: bytes, path: path, locale: "en", order: 1, slug: "fuzz")
  guard let lesson = loaded else { return 0 }
  var runner = ScenarioRunner()
  runner.stepBudget = 2_000
  let report = LessonVerifier(executor: runner).verify(lesson)
  for diagnostic in report.diagnostics {
    require(
      diagnostic.file == path,
      "diagnostic \(diagnostic.id) names \(String(describing: diagnostic.file))")
    _ = DiagnosticFormatter.text(diagnostic)
  }
  _ = TracePromoter.promotedBytes(report)
  let content = SiteContent(
    directory: "Content", config: config, lessons: [lesson], diagnostics: [])
  let plan = SitePlan(content: content)
  let renderer = PageRenderer(
    plan: plan, theme: theme, scenarios: [lesson.path: LessonScenarios(report)])
  for page in plan.pages {
    do {
      _ = try renderer.lessonPage(page)
    } catch {
      fatalError("rendering a checked lesson failed: \(error)")
    }
  }
  return 0
}
