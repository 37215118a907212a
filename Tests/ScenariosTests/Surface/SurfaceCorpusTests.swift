import Testing

@testable import Scenarios

/// Every snippet of `surfaceCorpus` runs as written and produces its full expected trace.
@Suite struct SurfaceCorpusTests {
  @Test(arguments: surfaceCorpus)
  func snippetRunsAsWritten(_ snippet: CorpusSnippet) {
    let outcome = runScenario(snippet.source, snippet.language, snippet.words)
    #expect(outcome.diagnostics == [], "\(snippet.name)")
    #expect(outcome.traceText == snippet.trace, "\(snippet.name)")
  }

  @Test func theCorpusIsHalfSwiftHalfObjectiveC() {
    let swift = surfaceCorpus.filter { $0.language == .swift }.count
    #expect(surfaceCorpus.count >= 10)
    #expect(abs(swift - (surfaceCorpus.count - swift)) <= 1)
  }
}
