/// `<stdio.h>`'s output functions app code logs with (`printf`, `fprintf(stderr, …)` in a debug
/// macro, `puts`): C11 7.21.6.3, 7.21.6.1, 7.21.7.9. Their text goes where `NSLog`'s does (a
/// `print` line of the trace): the model has one console. [I] Each call's text is its own
/// line, without the newline that ends it (a device's stdio would join a line written in
/// pieces; a trace has no partial lines).
extension Builtins {
  /// The functions of this file.
  static let stdioFunctions: Set<String> = ["printf", "fprintf", "puts"]

  /// `stdout`, `stderr`: the streams `fprintf` takes, as identities.
  static func stdioStream(_ name: String, _ language: ScenarioLanguage) -> Value? {
    guard language == .objc, name == "stdout" || name == "stderr" else { return nil }
    return .string("&" + name)
  }
}

extension Interpreter {
  /// `printf(format, …)`, `fprintf(stream, format, …)`, `puts(text)`: the formatted text as
  /// output lines; nil when `name` is none of them.
  func callStdioFunction(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard Builtins.stdioFunctions.contains(name) else { return nil }
    var rest = arguments[...]
    if name == "fprintf" { _ = rest.popFirst() }  // the stream: one console here
    guard let format = rest.popFirst(), case .string(let text) = format.value else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(name)`'s format", expected: "a C string `\"…\"`",
          found: rest.first?.value.kindDescription ?? "nothing"), at: location)
    }
    var written = name == "puts" ? text : try formatted(text, Array(rest), at: format.location)
    if written.hasSuffix("\n") { written.removeLast() }
    for line in written.split(separator: "\n", omittingEmptySubsequences: false) {
      try output(String(line), at: location)
    }
    // `printf` returns how many characters it wrote (C11 7.21.6.3p3).
    return .integer(written.utf8.count + (text.hasSuffix("\n") ? 1 : 0))
  }
}
