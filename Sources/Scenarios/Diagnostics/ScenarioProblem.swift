/// Every problem a scenario can have, with its stable id and its message: the one place
/// where scenario diagnostics are worded.
///
/// Call sites pick a case and a location (`problem.at(location)`); they never build message
/// strings themselves, so ids and wording stay consistent and documented here.
enum ScenarioProblem: Error, Sendable, Equatable {
  /// Malformed code the parser cannot read (`what` says what was wrong).
  case syntax(String)
  /// A token where another was needed.
  case unexpectedToken(found: String, expected: String)
  case unterminatedString
  case unterminatedComment
  case invalidCharacter(Character)
  /// A name that is neither a local, a property, a method, a class nor a global.
  case unknownIdentifier(String, suggestion: String?)
  /// `receiver.member` / `[receiver selector]` that the model has no member for.
  case unknownMember(String, on: String, suggestion: String?)
  /// The member exists but its argument labels differ (`didMove(to:)`).
  case wrongLabel(written: String, expected: String)
  /// The member exists but an argument is missing (`[vc didMoveToParentViewController]`).
  case missingArgument(written: String, expected: String)
  /// A value of the wrong kind: `expected` and `found` are kinds such as "a view controller".
  case typeMismatch(context: String, expected: String, found: String)
  /// A language feature or API outside the subset; `instead` says what is supported.
  case unsupported(String, instead: String)
  /// The step budget or the call-depth limit was hit (endless recursion or re-scheduling).
  case runaway(String)
  /// Brackets, closures or expressions nested deeper than the parser allows.
  case nestingTooDeep(limit: Int)
  /// A `uikit=` setting the core does not know.
  case badAttribute(String)
  /// A `run=` name that is not a method of `self`.
  case unknownRunMethod(String, selfClass: String, suggestion: String?)
  /// A methods block statement that is not a declaration or method.
  case statementOutsideMethod
  /// A method or property declared twice.
  case duplicateDeclaration(String)
  /// A variable assigned that was declared with `let`.
  case assignToConstant(String)
  /// Assigning a property the model (like UIKit) only lets the code read.
  case readOnly(String)
  /// `guard … else { … }` whose `else` does not leave the scope.
  case guardFallsThrough
  /// An index outside `children` / `subviews`.
  case indexOutOfRange(index: Int, count: Int)
  /// `NSLog` / `String(format:)` with a format that does not match its arguments.
  case badFormat(String)

  /// The stable dotted id tests, docs and the site refer to.
  var id: String {
    switch self {
    case .syntax: "scenario.syntax"
    case .unexpectedToken: "scenario.unexpected-token"
    case .unterminatedString: "scenario.unterminated-string"
    case .unterminatedComment: "scenario.unterminated-comment"
    case .invalidCharacter: "scenario.invalid-character"
    case .unknownIdentifier: "scenario.unknown-identifier"
    case .unknownMember: "scenario.unknown-member"
    case .wrongLabel: "scenario.wrong-label"
    case .missingArgument: "scenario.missing-argument"
    case .typeMismatch: "scenario.type-mismatch"
    case .unsupported: "scenario.unsupported"
    case .runaway: "scenario.runaway"
    case .nestingTooDeep: "scenario.nesting-too-deep"
    case .badAttribute: "scenario.bad-attribute"
    case .unknownRunMethod: "scenario.unknown-run-method"
    case .statementOutsideMethod: "scenario.statement-outside-method"
    case .duplicateDeclaration: "scenario.duplicate-declaration"
    case .assignToConstant: "scenario.assign-to-constant"
    case .readOnly: "scenario.read-only"
    case .guardFallsThrough: "scenario.guard-falls-through"
    case .indexOutOfRange: "scenario.index-out-of-range"
    case .badFormat: "scenario.bad-format"
    }
  }

  /// One sentence, lower-case start, no trailing period (compiler style).
  var message: String {
    switch self {
    case .syntax(let what): return what
    case .unexpectedToken(let found, let expected): return "expected \(expected), found \(found)"
    case .unterminatedString:
      return "unterminated string literal: it needs a closing `\"` on its line"
    case .unterminatedComment: return "unterminated comment: `/*` needs a closing `*/`"
    case .invalidCharacter(let character):
      let scalars = character.unicodeScalars.map { "U+" + hex($0.value) }.joined(separator: " ")
      return "invalid character `\(character)` (\(scalars)) in code"
    case .unknownIdentifier(let name, _):
      return "cannot find `\(name)` in scope"
    case .unknownMember(let member, let receiver, _):
      return "\(receiver) has no member `\(member)` in the modelled UIKit API"
    case .wrongLabel(let written, let expected):
      return "wrong argument labels in `\(written)`: UIKit declares `\(expected)`"
    case .missingArgument(let written, let expected):
      return "missing argument in `\(written)`: UIKit declares `\(expected)`"
    case .typeMismatch(let context, let expected, let found):
      return "\(context) needs \(expected), but this is \(found)"
    case .unsupported(let what, let instead):
      return "\(what) is not supported in scenarios; supported: \(instead)"
    case .runaway(let what):
      return "the scenario ran away: \(what)"
    case .nestingTooDeep(let limit):
      return "code is nested more than \(limit) levels deep"
    case .badAttribute(let message):
      return "bad `uikit=` setting: \(message)"
    case .unknownRunMethod(let name, let selfClass, _):
      return "`run=\(name)` names no method of `self` (class \(selfClass))"
    case .statementOutsideMethod:
      return
        "a block that defines methods may only declare properties, methods and classes at top level"
    case .duplicateDeclaration(let name):
      return "`\(name)` is declared twice"
    case .assignToConstant(let name):
      return "cannot assign to `\(name)`: it is a `let` constant"
    case .readOnly(let what):
      return "cannot assign to `\(what)`: it is read-only"
    case .guardFallsThrough:
      return "the `else` of a `guard` must leave the scope"
    case .indexOutOfRange(let index, let count):
      return
        "index \(index) is out of range: the array has \(count) element\(count == 1 ? "" : "s")"
    case .badFormat(let what):
      return "format string problem: \(what)"
    }
  }

  /// A suggestion shown after the message, when there is one.
  var hint: String? {
    switch self {
    case .unknownIdentifier(_, let suggestion?), .unknownMember(_, _, let suggestion?),
      .unknownRunMethod(_, _, let suggestion?):
      return "did you mean `\(suggestion)`?"
    case .wrongLabel(_, let expected), .missingArgument(_, let expected):
      return "write `\(expected)`"
    case .unknownRunMethod(_, let selfClass, nil):
      return "define it as a method of \(selfClass), or name the class with `self=`"
    case .statementOutsideMethod:
      return "move the statement into a method and list it in `run=`"
    case .guardFallsThrough:
      return "end it with `return`"
    case .unsupported(let what, _) where what.contains("@selector"):
      // Tutorials wire buttons and notifications to the methods that swap children.
      return "buttons and notifications are not modelled: put the action in a method of "
        + "its own and name it in `run=`, one run-loop event per tap"
    default:
      return nil
    }
  }

  /// The diagnostic at `location`.
  func at(_ location: SourceLocation, severity: ScenarioDiagnostic.Severity = .error)
    -> ScenarioDiagnostic
  {
    ScenarioDiagnostic(
      id: id, severity: severity, message: message, line: location.line,
      column: location.column, hint: hint)
  }
}

private func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// A problem that stops parsing or running, carried to `ScenarioRunner` as a diagnostic.
struct ScenarioError: Error, Sendable, Equatable {
  var diagnostic: ScenarioDiagnostic

  init(_ problem: ScenarioProblem, at location: SourceLocation) {
    diagnostic = problem.at(location)
  }
}
