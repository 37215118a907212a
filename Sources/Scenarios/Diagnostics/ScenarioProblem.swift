import Diagnostics

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
  /// A member neither the snippet nor UIKit declares on the receiver: the project's own code
  /// the excerpt leaves out (`self.scrollView` from the header, a category method), or a typo.
  case undeclaredMember(String, on: String, suggestion: String?)
  /// A name that is not a member of a real UIKit (Foundation, QuartzCore, CoreGraphics)
  /// type, with the nearest of that type's real members (`UIKitSurface.suggestions`).
  case noSuchMember(String, type: String, suggestion: String?)
  /// The member exists but its argument labels differ (`didMove(to:)`).
  case wrongLabel(written: String, expected: String)
  /// A scenario class created with labels none of its own initializers has.
  case wrongInitializerLabel(written: String, expected: String)
  /// A scenario struct created with arguments its memberwise initializer does not take.
  case memberwiseMismatch(written: String, expected: String)
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
  /// A `uikit=` setting the core does not know (`scenario.bad-uikit-setting`). The info
  /// string's own syntax (`show` with no value) is `scenario.bad-attribute`, from the site.
  case badUIKitSetting(String)
  /// `ios=11` (or `--ios 11`): a version the model does not know, with those it does
  /// (docs/FIDELITY.md V rules). The same id as a bad `uikit=` setting, which it is stored as.
  case badIOSVersion(String, known: [String])
  /// A `run=` event (`tap:NAME`, `select:NAME:INDEX`, `post:NAME`) the scenario cannot
  /// deliver: no such control, not touchable, an index out of range.
  case badRunEvent(String)
  /// A `run=` name that is not a method of `self`.
  case unknownRunMethod(String, selfClass: String, suggestion: String?)
  /// A `run=` step naming a method that takes arguments (`show(_:)`): steps call methods
  /// without any.
  case runMethodNeedsArguments(String, method: String)
  /// A methods block statement that is not a declaration or method.
  case statementOutsideMethod
  /// A block of several view controller classes and no code of `self`, without `self=`:
  /// which class is the container is not for the model to guess (SelfClassInference).
  case ambiguousSelf(classes: [String])
  /// A method or property declared twice.
  case duplicateDeclaration(String)
  /// `override func prefersStatusBarHidden() -> Bool`: a Swift 2 override of what is a
  /// property since Swift 3 (PropertyOverrideCheck); `value` is an example for the hint.
  case overrideOfProperty(String, type: String, value: String)
  /// `override func viewWillAppear(animated: Bool)`, `override func prepareForSegue(segue:
  /// sender:)`: a Swift 2 declaration that overrides no method of the UIKit superclass
  /// (SwiftOverrideCheck); `expected` is the UIKit method it meant.
  case overrideMismatch(written: String, type: String, expected: String)
  /// A variable assigned that was declared with `let`.
  case assignToConstant(String)
  /// Assigning a property the model (like UIKit) only lets the code read.
  case readOnly(String)
  /// A mutating `Array` method (`append(_:)`) called on a constant, a read-only property
  /// (`children`) or a value that is no variable; `reason` says which.
  case immutableReceiver(member: String, receiver: String, reason: String)
  /// `guard … else { … }` whose `else` does not leave the scope.
  case guardFallsThrough
  /// An index outside `children` / `subviews`.
  case indexOutOfRange(index: Int, count: Int)
  /// A mutable collection changed while fast enumeration or an enumeration block walked it:
  /// Foundation raises `NSGenericException` (FIDELITY-SURFACE.md C11); `collection` is its
  /// class (`NSMutableSet`).
  case mutatedWhileEnumerating(collection: String)
  /// `[set addObject:nil]`: Foundation raises `NSInvalidArgumentException`.
  case nilInserted(collection: String, selector: String)
  /// What key-value observing raises (`name`) with Foundation's `reason`: an observer removed
  /// that is not registered, a notification its observer does not handle.
  case keyValueObservingException(name: String, reason: String)
  /// A note: a registration on a key path whose changes the model does not notify (a UIKit
  /// property, which UIKit does not promise to be KVO-compliant).
  case unobservedKeyPath(String, className: String)
  /// `NSLog` / `String(format:)` with a format that does not match its arguments.
  case badFormat(String)
  /// A declared type no framework or scenario declares (`UIViewControler *child`).
  case unknownType(String, suggestion: String?)
  /// A declaration whose initial value is of another kind than its declared type
  /// (`NSString *child = [UIViewController new]`).
  case declaredTypeMismatch(name: String, declared: String, found: String)
  /// Real UIKit API that the model leaves out on purpose; `area` names the topic
  /// (presentation, navigation, table views …).
  case notModelled(String, area: String)
  /// A member of Swift's standard library (SwiftStandardLibrarySurface, from the toolchain's
  /// own interface) that the model does not implement; `type` is a standard type that has it.
  case standardLibraryNotModelled(String, type: String)
  /// Real UIKit that holds a value and can change neither containment nor the scenario's
  /// code: accepted, not traced (UIKit/UIKitOutcome.swift).
  /// `framework` names the SDK framework the surface files it under (`UIKit`, `Core Graphics`).
  case inert(String, framework: String)
  /// A Swift 3/4 or old Objective-C spelling that UIKit renamed; worded as the compiler
  /// words it, with a fix-it to the current name.
  case renamed(old: String, new: String)
  /// A size limit of a value or of the output (`what` says which), hit while running.
  case tooLarge(what: String, limit: Int)
  /// `let x: T` read before its one assignment.
  case usedBeforeInitialized(String)
  /// `assert` / `precondition` whose condition was false: the scenario stops as the app
  /// would crash.
  case assertionFailed(function: String, message: String)
  /// `extern NSTimeInterval const kDuration;` used, and defined in no line of the snippet: a
  /// piece of the project the excerpt leaves out (`Program.undefinedExterns`).
  case undefinedExtern(String, type: String)
  /// `...` where the code needs a value (an article's elision) and it is not a declaration's
  /// whole initial value, which is read as a stand-in (`what` says where).
  case elidedCode(String)
  /// `goto name;` in a function without the label `name:` (clang: "use of undeclared label").
  case undeclaredLabel(String)
  /// The other language's spelling (`\(x)`, `.curveEaseIn`, `[a, b]` in Objective-C): `what`
  /// says what it is and what the language writes instead.
  case otherLanguageSpelling(String)
  /// Something other than a declaration where only declarations stand (between an
  /// `@interface`'s braces, in a struct); `what` says which.
  case declarationExpected(String)
  /// `@throw;` (rethrow the caught exception) outside a `@catch` block.
  case rethrowOutsideCatch
  /// `#else`, `#elif` or `#endif` without an open `#if`.
  case unbalancedConditional(String)
  /// A function-like macro the snippet uses and never defines: the project's own, left out.
  case undeclaredMacro(String)

  /// The stable dotted id tests, docs and the site refer to.
  var id: MessageID {
    switch self {
    case .syntax: .scenarioSyntax
    case .unexpectedToken: .scenarioUnexpectedToken
    case .unterminatedString: .scenarioUnterminatedString
    case .unterminatedComment: .scenarioUnterminatedComment
    case .invalidCharacter: .scenarioInvalidCharacter
    case .unknownIdentifier: .scenarioUnknownIdentifier
    case .unknownMember, .noSuchMember: .scenarioUnknownMember
    // A close name (`addSubView` for `addSubview`) makes it a typo, not missing code.
    case .undeclaredMember(_, _, let suggestion):
      suggestion == nil ? .scenarioUndeclared : .scenarioUnknownMember
    case .wrongLabel, .wrongInitializerLabel: .scenarioWrongLabel
    case .memberwiseMismatch: .scenarioWrongLabel
    case .missingArgument: .scenarioMissingArgument
    case .typeMismatch: .scenarioTypeMismatch
    case .unsupported: .scenarioUnsupported
    case .runaway: .scenarioRunaway
    case .nestingTooDeep: .scenarioNestingTooDeep
    case .badUIKitSetting, .badIOSVersion: .scenarioBadUikitSetting
    case .badRunEvent: .scenarioBadRunEvent
    case .unknownRunMethod, .runMethodNeedsArguments: .scenarioUnknownRunMethod
    case .statementOutsideMethod: .scenarioStatementOutsideMethod
    case .ambiguousSelf: .scenarioAmbiguousSelf
    case .duplicateDeclaration: .scenarioDuplicateDeclaration
    case .overrideOfProperty: .scenarioOverrideOfProperty
    case .overrideMismatch: .scenarioOverrideMismatch
    case .assignToConstant: .scenarioAssignToConstant
    case .readOnly: .scenarioReadOnly
    case .immutableReceiver: .scenarioReadOnly
    case .guardFallsThrough: .scenarioGuardFallsThrough
    case .indexOutOfRange: .scenarioIndexOutOfRange
    case .mutatedWhileEnumerating: .scenarioMutatedWhileEnumerating
    case .nilInserted: .scenarioNilInserted
    case .keyValueObservingException: .scenarioKeyValueObserving
    case .unobservedKeyPath: .scenarioInert
    case .badFormat: .scenarioBadFormat
    case .unknownType: .scenarioUnknownType
    case .declaredTypeMismatch: .scenarioTypeMismatch
    case .notModelled: .scenarioNotModelled
    case .standardLibraryNotModelled: .scenarioNotModelled
    case .inert: .scenarioInert
    case .renamed: .scenarioRenamed
    case .tooLarge: .scenarioTooLarge
    case .assertionFailed: .scenarioAssertionFailed
    case .usedBeforeInitialized: .scenarioUsedBeforeInitialized
    case .undefinedExtern: .scenarioUndeclared
    case .elidedCode: .scenarioElidedCode
    case .undeclaredLabel: .scenarioUndeclaredLabel
    case .otherLanguageSpelling: .scenarioOtherLanguageSpelling
    case .declarationExpected: .scenarioDeclarationExpected
    case .rethrowOutsideCatch: .scenarioRethrowOutsideCatch
    case .unbalancedConditional: .scenarioUnbalancedConditional
    case .undeclaredMacro: .scenarioUndeclared
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
    case .undeclaredMember(let member, let receiver, .some):
      return "\(receiver) has no member `\(member)`"
    case .undeclaredMember(let member, let receiver, nil):
      return "`\(member)` is not declared in this snippet: \(receiver) has no such member, "
        + "and UIKit declares none"
    case .noSuchMember(let member, let type, _):
      return "`\(type)` has no member `\(member)`"
    case .wrongLabel(let written, let expected):
      return "wrong argument labels in `\(written)`: UIKit declares `\(expected)`"
    case .wrongInitializerLabel(let written, let expected):
      return "wrong argument labels in `\(written)`: the class declares `\(expected)`"
    case .memberwiseMismatch(let written, let expected):
      return "`\(written)` does not match the struct's memberwise initializer `\(expected)`"
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
    case .badUIKitSetting(let message):
      return "bad `uikit=` setting: \(message)"
    case .badIOSVersion(let written, let known):
      return "bad `ios=` version `\(written)`: the model knows iOS "
        + known.dropLast().joined(separator: ", ") + " and " + (known.last ?? "")
        + " (the default is the current iOS, \(known.last ?? ""))"
    case .badRunEvent(let message):
      return "bad `run=` event: \(message)"
    case .unknownRunMethod(let name, let selfClass, _):
      return "`run=\(name)` names no method of `self` (class \(selfClass))"
    case .runMethodNeedsArguments(let name, let method):
      return "`run=\(name)` names `\(method)`, which takes arguments; a step calls a method "
        + "without any"
    case .statementOutsideMethod:
      return
        "a block that defines methods may only declare properties, methods and classes at top level"
    case .ambiguousSelf(let classes):
      let names = classes.map { "`\($0)`" }.joined(separator: ", ")
      return "the block declares the view controller classes \(names) and no code of `self`: "
        + "which one is the container?"
    case .overrideOfProperty:
      return "method does not override any method from its superclass"
    case .overrideMismatch(let written, let type, let expected):
      return "`\(written)` does not override any method of `\(type)`, so UIKit never calls it: "
        + "UIKit's method is `\(expected)`"
    case .duplicateDeclaration(let name):
      return "`\(name)` is declared twice"
    case .assignToConstant(let name):
      return "cannot assign to `\(name)`: it is a `let` constant"
    case .readOnly(let what):
      return "cannot assign to `\(what)`: it is read-only"
    case .immutableReceiver(let member, let receiver, let reason):
      return "cannot use mutating member `\(member)` on \(receiver): it is \(reason)"
    case .guardFallsThrough:
      return "the `else` of a `guard` must leave the scope"
    case .indexOutOfRange(let index, let count):
      return
        "index \(index) is out of range: the array has \(count) element\(count == 1 ? "" : "s")"
    case .mutatedWhileEnumerating(let collection):
      return "this `\(collection)` was mutated while being enumerated: Foundation raises "
        + "NSGenericException when the enumeration takes its next object (FIDELITY-SURFACE C11)"
    case .nilInserted(let collection, let selector):
      return "`\(selector)` of nil to an `\(collection)`: Foundation raises "
        + "NSInvalidArgumentException (object cannot be nil)"
    case .keyValueObservingException(let name, let reason):
      return "Foundation raises \(name): \(reason) (FIDELITY-SURFACE C11)"
    case .unobservedKeyPath(let keyPath, let className):
      return "`\(keyPath)` of `\(className)`: no property of the class has this name, so "
        + "nothing the model does notifies this registration (FIDELITY-SURFACE C11)"
    case .badFormat(let what):
      return "format string problem: \(what)"
    case .unknownType(let name, _):
      return "cannot find type `\(name)` in scope"
    case .declaredTypeMismatch(let name, let declared, let found):
      return "cannot use \(found) as `\(name)`: it is declared `\(declared)`"
    case .notModelled(let name, let area):
      return "`\(name)` is real UIKit API that the model does not cover (\(area))"
    case .standardLibraryNotModelled(let name, let type):
      return "`\(name)` is a member of Swift's standard library (`\(type)`) that the model "
        + "does not implement"
    case .inert(let name, let framework):
      return "`\(name)` is real \(framework) that the model keeps inert: its values are kept, "
        + "nothing it does is traced or verified"
    case .renamed(let old, let new):
      return "'\(old)' has been renamed to '\(new)'"
    case .tooLarge(let what, let limit):
      return "\(what) is larger than the limit of \(limit)"
    case .usedBeforeInitialized(let name):
      return "constant `\(name)` used before being initialized"
    case .assertionFailed(let function, let message):
      return "\(function) failed" + (message.isEmpty ? "" : ": \(message)")
    case .undefinedExtern(let name, let type):
      return "`\(name)` is declared `extern` (`\(type)`) and defined in another file of the "
        + "project, not in this snippet"
    case .elidedCode(let what):
      return "`...` stands for code the excerpt leaves out (\(what)), which cannot run"
    case .undeclaredLabel(let name): return "use of undeclared label `\(name)`"
    case .otherLanguageSpelling(let what), .declarationExpected(let what): return what
    case .rethrowOutsideCatch:
      return "`@throw;` without an exception rethrows the one a `@catch` block caught, so it "
        + "may only stand inside a `@catch` block"
    case .unbalancedConditional(let name): return "`#\(name)` without an open `#if`"
    case .undeclaredMacro(let name): return "`\(name)` is not declared in this snippet"
    }
  }

  /// A suggestion shown after the message, when there is one.
  var hint: String? {
    switch self {
    case .unknownIdentifier(let written, let suggestion?),
      .unknownType(let written, let suggestion?):
      // Never the name that was written, nor a name of another kind (a type for a member).
      guard Self.isUsefulSuggestion(suggestion, for: written) else { return nil }
      return "did you mean `\(suggestion)`?"
    case .unknownMember(let written, _, let suggestion?),
      .noSuchMember(let written, _, let suggestion?),
      .undeclaredMember(let written, _, let suggestion?):
      let base = String(written.prefix { $0 != "(" && $0 != ":" })
      guard Self.isUsefulSuggestion(suggestion, for: base) else { return nil }
      return "did you mean `\(suggestion)`?"
    case .unknownRunMethod(_, _, let suggestion?):
      return "did you mean `\(suggestion)`?"
    case .undefinedExtern(let name, let type):
      return "define it in the snippet as the project does (`\(type) const \(name) = …;`)"
    case .elidedCode:
      return "write the value itself; a declaration's whole initial value may be elided "
        + "(`UIViewController *vc = ...;` is read as a new `UIViewController`)"
    case .undeclaredLabel(let name):
      return "`goto` jumps to a label of the same function (C11 6.8.6.1): write `\(name):` "
        + "before the statement to go on from"
    case .undeclaredMember(_, _, nil):
      return "declare it as the project does (the header's property, the category's method), "
        + "or leave the call out of the excerpt"
    case .runMethodNeedsArguments:
      return "add a method without arguments that makes the call, and name that one in "
        + "`run=`"
    case .notModelled:
      return "scenarios model containment, appearance and the view hierarchy "
        + "(the site's fidelity page, `fidelity.html`, lists what is modelled; `lessons run "
        + "--explain` names each traced line's rule): leave this call out of the scenario"
    case .standardLibraryNotModelled:
      return "the model implements the standard library members container code calls "
        + "(docs/FIDELITY-SURFACE.md W29): write the value with one of those, or leave the call "
        + "out of the excerpt"
    case .renamed(_, let new):
      return "write `\(new)`"
    case .tooLarge:
      return "scenarios are small examples: keep values and output short"
    case .wrongLabel(_, let expected), .missingArgument(_, let expected),
      .wrongInitializerLabel(_, let expected), .memberwiseMismatch(_, let expected):
      return "write `\(expected)`"
    case .unknownRunMethod(_, let selfClass, nil):
      return "define it as a method of \(selfClass), or name the class with `self=`"
    case .statementOutsideMethod:
      return "move the statement into a method and list it in `run=`"
    case .overrideMismatch(_, _, let expected):
      return "declare it as `\(expected)` (Swift 3 gave the first parameter a label of its own "
        + "and renamed the methods Swift 2 imported by selector)"
    case .overrideOfProperty(let name, let type, let value):
      return "`\(name)` is a property of `UIViewController` since Swift 3: write "
        + "`override var \(name): \(type) { \(value) }`"
    case .ambiguousSelf(let classes):
      return "name it with `self=\(classes.last ?? "")` in the fence's info string "
        + "(`--self \(classes.last ?? "")` for `lessons run`); it runs as the window's root"
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

  /// A suggestion worth showing for `written`: another name, of the same kind (types are
  /// capitalised, members are not).
  static func isUsefulSuggestion(_ suggestion: String, for written: String) -> Bool {
    let name = String(suggestion.prefix { $0 != "(" && $0 != ":" })
    guard name != written, let first = name.first, let writtenFirst = written.first else {
      return false
    }
    return first.isUppercase == writtenFirst.isUppercase
  }

  /// The diagnostic at `location`.
  func at(_ location: SourceLocation, severity: ScenarioDiagnostic.Severity = .error)
    -> ScenarioDiagnostic
  {
    let problem = attributed
    return ScenarioDiagnostic(
      id: problem.id, severity: severity, message: problem.message, line: location.line,
      column: location.column, hint: problem.hint)
  }

  /// The problem as it is reported: a member no UIKit type declares, under either language's
  /// spelling, is the snippet's own code that the excerpt leaves out (`scenario.undeclared`),
  /// never a gap of "the modelled UIKit API", whichever check found it (static or at run
  /// time).
  var attributed: ScenarioProblem {
    guard case .unknownMember(let written, let receiver, let suggestion) = self,
      !UIKitDeclarations.isRealName(written)
    else { return self }
    if Self.isSetterOfRealProperty(written) { return self }
    return .undeclaredMember(written, on: receiver, suggestion: suggestion)
  }

  /// `setSuperview:`: the setter of a real read-only property, a misuse of UIKit rather than a
  /// missing piece of the snippet.
  static func isSetterOfRealProperty(_ written: String) -> Bool {
    let piece = written.hasSuffix(":") ? String(written.dropLast()) : written
    guard !piece.contains(":"), let property = MemberResolver.setterName(piece) else {
      return false
    }
    return UIKitDeclarations.isRealName(property)
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
