import Scenarios

/// The words a code block's info string uses for the scenario languages: the site's own
/// (`swift`, `objc`) and those published Markdown uses (`objective-c`, `obj-c`, `objectivec`,
/// GitHub Linguist's aliases), in any case.
package enum ScenarioLanguageNames {
  /// The language `word` names; nil for any other language or word. Qiita and Zenn write a
  /// block's file name after the language (```` ```swift:ViewController.swift ````): the
  /// word before the first `:` is the language.
  package static func language(_ word: String) -> ScenarioLanguage? {
    let name = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first
    switch name.map(String.init)?.lowercased() ?? "" {
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
