import Diagnostics

/// An info string that nearly marks a scenario (`swift scenarios`, `swift Scenario`,
/// `swift scenario,run=x`, `swift-scenario`): the block is not checked, which the writer did
/// not mean, so it is said, with what to write instead.
package enum ScenarioNearMiss {
  /// The warning for a fence's info `words`; nil when they do not look like a scenario.
  package static func diagnostic(_ words: [String]) -> SiteDiagnostic? {
    guard let first = words.first else { return nil }
    if let (_, code) = ScenarioLanguageNames.runOn(first) {
      let name = String(first.dropLast(code.count))
      return SiteDiagnostic(
        id: .scenarioNearMiss, severity: .warning,
        message: "the fence's info string `\(words.joined(separator: " "))` runs the language "
          + "word `\(name)` into code: that code is on the fence line, so the page does not "
          + "show it and no check reads it (put it on the next line: ```\(name))",
        fixIts: [])
    }
    let wanted: String
    if words.count >= 2, ScenarioLanguageNames.language(first) != nil {
      let second = words[1]
      let lowered = second.lowercased()
      let stem = String(lowered.prefix { $0.isLetter })
      guard second != "scenario",
        stem == "scenario" || Suggestion.closest(to: stem, in: ["scenario"]) != nil
      else { return nil }
      let rest = second.dropFirst(stem.count).drop { $0 == "," || $0 == ";" || $0 == ":" }
      let tail = ([rest.isEmpty ? nil : String(rest)] + words.dropFirst(2).map(Optional.some))
        .compactMap { $0 }
      wanted = ([first, "scenario"] + tail).joined(separator: " ")
    } else if words.count == 1, case let lowered = first.lowercased(),
      lowered.contains("scenario"),
      let language = ScenarioLanguageNames.language(String(lowered.prefix { $0.isLetter }))
    {
      wanted = (language == .swift ? "swift" : "objc") + " scenario"
    } else if first.lowercased() == "scenario", words.count >= 2,
      ScenarioLanguageNames.language(words[1]) != nil
    {
      wanted = ([words[1], "scenario"] + words.dropFirst(2)).joined(separator: " ")
    } else {
      return nil
    }
    return SiteDiagnostic(
      id: .scenarioNearMiss, severity: .warning,
      message: "`\(words.joined(separator: " "))` does not mark a scenario, so this block is "
        + "not checked (did you mean `\(wanted)`?)",
      fixIts: [])
  }
}
