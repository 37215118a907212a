// Fuzz target: site.json parsing; every problem is a diagnostic placed in the file.
import Diagnostics

@testable import LessonSite

func fuzzSiteJSON(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  let (config, problems) = SiteConfig.parse(bytes, path: "Content/site.json")
  for problem in problems {
    require(problem.file == "Content/site.json", "problem \(problem.id) without the file")
    require((problem.line ?? 0) >= 1, "problem \(problem.id) without a line")
    _ = DiagnosticFormatter.text(problem)
  }
  require(
    problems.contains { $0.severity == .error } || !config.locales.isEmpty, "no locales, no error")
  return 0
}
