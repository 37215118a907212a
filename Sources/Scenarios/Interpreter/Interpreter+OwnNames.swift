/// A name the scenario declares is its own before it is UIKit's: inside a class, `Bar()` calls
/// the class's method `Bar` through implicit `self` (Swift's member lookup finds it before any
/// global type), even where UIKit has a type or a function of that name.
extension Interpreter {
  /// True when the scenario declares a method or function of this base name anywhere.
  func declaresMethod(named name: String) -> Bool {
    if program.declaredMethodNames.contains(name) { return true }
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
      + program.structs.flatMap(\.staticMethods) + program.enums.flatMap(\.methods)
    return methods.contains { $0.name == name }
  }

  /// `init(frame:)`, `init`, `initWithFrame:`: an initializer's key, not a method whose name
  /// starts with the letters `init` (`initialFrameForViewController(_:)`).
  static func isInitializerKey(_ key: String) -> Bool {
    guard key.hasPrefix("init") else { return false }
    // A Swift key (`init(frame:)`, `initFromStoryBoard()`): only `init` itself initializes; a
    // method whose name starts `init…` is a method (TSPL "Initialization"; census
    // languages-08's `static func initFromStoryBoard() -> Self`). Objective-C's `initWith…`
    // family is named by its first word (`initWithFrame:`).
    if key.contains("(") { return key.hasPrefix("init(") }
    guard let next = key.dropFirst(4).first else { return true }
    return next == "(" || next == ":" || next.isUppercase
  }
}
