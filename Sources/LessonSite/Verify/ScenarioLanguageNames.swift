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

  /// A fence info word that runs a language word into code (```` ```objectivecscrollView.
  /// contentSize=… ````: the writer's first code line joined the fence line, so CommonMark
  /// reads it as the info string and the page does not show it): the language and the code;
  /// nil for any other word. The rest must read as code (`.`, `=`, `(`, `[` or `;` in it),
  /// so a longer language name (`swiftui`) is none.
  package static func runOn(_ word: String) -> (language: ScenarioLanguage, code: String)? {
    let lowered = word.lowercased()
    let names = ["objective-c", "objectivec", "objective_c", "objectc", "obj-c", "objc", "swift"]
    guard let name = names.first(where: { lowered.hasPrefix($0) && lowered.count > $0.count }),
      let language = language(name)
    else { return nil }
    let code = String(word.dropFirst(name.count))
    guard code.contains(where: { ".=([;".contains($0) }) else { return nil }
    return (language, code)
  }

  /// The language code without a usable label most likely is: Objective-C when it has the
  /// shapes only Objective-C has (a message send ending a statement, a method declaration,
  /// `@implementation`), Swift otherwise.
  package static func guess(_ code: String) -> ScenarioLanguage {
    let objcMarks = ["@implementation", "@interface", "];", "- (", "-(", "[self ", "[super "]
    return objcMarks.contains { code.contains($0) } ? .objc : .swift
  }
}
