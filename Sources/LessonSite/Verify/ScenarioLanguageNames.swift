import Scenarios

/// The words a code block's info string uses for the scenario languages: the site's own
/// (`swift`, `objc`) and those published Markdown uses (`objective-c`, `obj-c`, `objectivec`,
/// GitHub Linguist's aliases), in any case.
package enum ScenarioLanguageNames {
  /// The language `word` names; nil for any other language or word.
  package static func language(_ word: String) -> ScenarioLanguage? {
    switch word.lowercased() {
    case "swift": return .swift
    case "objc", "objective-c", "obj-c", "objectivec", "objective_c", "objectc": return .objc
    default: return nil
    }
  }

  /// The language code without a usable label most likely is: Objective-C when it has the
  /// shapes only Objective-C has (a message send ending a statement, a method declaration,
  /// `@implementation`), Swift otherwise.
  package static func guess(_ code: String) -> ScenarioLanguage {
    let objcMarks = ["@implementation", "@interface", "];", "- (", "-(", "[self ", "[super "]
    return objcMarks.contains { code.contains($0) } ? .objc : .swift
  }
}
