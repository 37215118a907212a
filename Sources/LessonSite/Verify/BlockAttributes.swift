import Diagnostics
import Scenarios

/// The attribute words of a scenario block, from its info string (`swift scenario run=show`)
/// and its `<!-- lessons: scenario … -->` comment, read into the runner's attributes and
/// the site's own: `continue`, `group=NAME`, `mistake=ID`, `swift=4`, `in=CLASS`, and `run=` steps that
/// are calls with arguments.
///
/// An unknown attribute is a warning with a did-you-mean and is left out, so a typo never
/// stops the block from running; a malformed value of a known one is an error.
package enum BlockAttributes {
  /// Keys the site reads itself, besides the runner's.
  static let siteKeys = ["continue", "group", "mistake", "swift", "in"]

  /// What `words` say, and the problems with them (messages, with severity).
  package static func parse(_ words: [String], language: ScenarioLanguage) -> (
    ScenarioAttributes, HiddenParts, [SiteDiagnostic]
  ) {
    var hidden = HiddenParts()
    var passed: [String] = []
    var runSteps: [String]?
    var problems: [SiteDiagnostic] = []
    let known = ScenarioAttributes.knownKeys + siteKeys
    for word in rejoined(words) {
      let key = String(word.prefix { $0 != "=" })
      let value = word.count > key.count ? String(word.dropFirst(key.count + 1)) : nil
      switch (key, value) {
      case ("continue", nil):
        hidden.continues = true
      case ("continue", let name?), ("group", let name?):
        hidden.continues = hidden.continues || key == "continue"
        hidden.group = name
      case ("swift", let version?):
        if OldSwiftNames.versions.contains(version) {
          hidden.oldSwift = version
        } else {
          problems.append(
            VerifyMessages.badAttribute(
              "`swift=\(version)`: only Swift 3 and 4.0–4.1 spelled UIKit's containment API "
                + "differently; write `swift=3` or `swift=4`, or leave the attribute out"))
        }
      case ("in", let name?):
        if let first = name.first, first.isLetter || first == "_",
          name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        {
          hidden.inClass = name
        } else {
          problems.append(
            VerifyMessages.badAttribute(
              "`in=\(name)`: write the name of the class whose methods the block shows"))
        }
      case ("mistake", let ids?):
        hidden.mistakes += topLevelSplit(ids, on: ",").map(ContainmentMistakes.lintID)
      case ("run", let steps?):
        runSteps = (runSteps ?? []) + topLevelSplit(steps, on: ",")
      case (_, _) where known.contains(key):
        passed.append(word)
      default:
        let suggestion = Suggestion.closest(to: key, in: known, minimumAllowance: 2)
        problems.append(
          SiteDiagnostic(
            id: .scenarioUnknownAttribute, severity: .warning,
            message: "`\(key)` is not a scenario attribute, so it is left out"
              + (suggestion.map { " (did you mean `\($0)`?)" } ?? "")
              + "; supported: \(known.joined(separator: ", "))"))
      }
    }
    var (attributes, found) = ScenarioAttributes.parse(passed)
    problems += found.map { VerifyMessages.badAttribute($0) }
    if let runSteps {
      var steps: [String] = []
      for (position, step) in runSteps.enumerated() {
        if step.utf8.contains(UInt8(ascii: "(")) || step.hasPrefix("[") {
          hidden.callSteps[position] = step
          steps.append(DriverCode.stepName(position))
        } else {
          steps.append(step)
        }
      }
      attributes.run = steps
    }
    _ = language
    return (attributes, hidden, problems)
  }

  /// Words split on whitespace, joined again where a bracket is still open
  /// (`run=show(child,` `animated:` `true)`).
  static func rejoined(_ words: [String]) -> [String] {
    var result: [String] = []
    var depth = 0
    for word in words {
      if depth > 0, !result.isEmpty {
        result[result.count - 1] += " " + word
      } else {
        result.append(word)
      }
      for character in word {
        if character == "(" || character == "[" { depth += 1 }
        if character == ")" || character == "]" { depth = max(0, depth - 1) }
      }
    }
    return result
  }

  /// `text` split on `separator` outside brackets and quotes.
  static func topLevelSplit(_ text: String, on separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var quoted = false
    for character in text {
      if character == "\"" { quoted.toggle() }
      if !quoted {
        if character == "(" || character == "[" { depth += 1 }
        if character == ")" || character == "]" { depth = max(0, depth - 1) }
        if character == separator, depth == 0 {
          parts.append(current)
          current = ""
          continue
        }
      }
      current.append(character)
    }
    parts.append(current)
    return parts.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
  }
}
