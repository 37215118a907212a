import Containment

/// Visual-format Auto Layout (FIDELITY-SURFACE.md L8): `NSDictionaryOfVariableBindings(a, b)`
/// and `constraintsWithVisualFormat:options:metrics:views:` /
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` make the same
/// inactive constraints the anchors make, one per relation the format states, which the code
/// then adds or activates as any other.
extension Interpreter {
  /// `NSDictionaryOfVariableBindings(_label, self.button)`: the macro's dictionary, each value
  /// keyed by the text of the expression that gave it (NSLayoutConstraint.h's definition
  /// stringizes its arguments).
  func variableBindings(
    _ arguments: [Argument], in scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value {
    var dictionary = DictionaryValue()
    for argument in arguments {
      let value = try evaluate(argument.value, in: scope, context)
      let key = Self.bindingName(argument.value) ?? "\(dictionary.entries.count)"
      dictionary.entries.append((key: .string(key), value: value))
    }
    return .dictionary(dictionary)
  }

  /// `_label`, `self.button`: the text of a name or a chain of member reads.
  private static func bindingName(_ expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name): return name
    case .member(let base, let name): return bindingName(base).map { $0 + "." + name }
    default: return nil
    }
  }

  static let visualFormatLabels: [String?] = ["withVisualFormat", "options", "metrics", "views"]
  static let visualFormatPieces = ["constraintsWithVisualFormat", "options", "metrics", "views"]

  /// The constraints of a visual format string; nil when `use` is not that class method.
  func visualFormatConstraints(
    _ className: String, _ use: MemberResolver.Use, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard className == "NSLayoutConstraint" else { return nil }
    var arguments = arguments
    switch use {
    case .swiftCall("constraints", Self.visualFormatLabels, _),
      .message(Self.visualFormatPieces, true):
      break
    case .swiftCall("constraints", ["withVisualFormat", "metrics", "views"], _)
    where arguments.count == 3:
      // Swift's `options: NSLayoutConstraint.FormatOptions = []` left out (the importer's
      // default for an option set, SurfaceMember.swiftDefaultedSpellings).
      arguments.insert(
        EvaluatedArgument(
          label: "options", value: .array([]), isTrailing: false, location: arguments[0].location),
        at: 1)
    default: return nil
    }
    let context = "`\(use.written)`"
    guard arguments.count == 4, case .string(let format) = arguments[0].value else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a format string",
          found: arguments.first?.value.kindDescription ?? "nothing"),
        at: arguments.first?.location ?? location)
    }
    let metrics = try numbers(in: arguments[2].value, context, at: arguments[2].location)
    let views = try viewBindings(arguments[3].value, context, at: arguments[3].location)
    let parsed: VisualFormat
    do throws(VisualFormat.Problem) {
      parsed = try VisualFormat(format, metrics: metrics)
    } catch {
      return try raiseFormatProblem(error.message, format, at: arguments[0].location)
    }
    for item in parsed.items where views[item.name] == nil {
      return try raiseFormatProblem(
        "\(item.name) is not a key in the views dictionary.", format, at: arguments[0].location)
    }
    var made: [NSLayoutConstraint] = []
    let (leading, trailing, size) =
      parsed.isVertical ? ("top", "bottom", "height") : ("leading", "trailing", "width")
    func anchor(_ name: String, _ attribute: String) -> NSLayoutAnchor? {
      views[name].map { NSLayoutAnchor(view: $0.view, attribute: attribute, guide: $0.guide) }
    }
    func space(
      _ connection: VisualFormat.Connection, standard: Double,
      first: NSLayoutAnchor, second: NSLayoutAnchor
    ) {
      switch connection {
      case .standard:
        made.append(NSLayoutConstraint(first, "==", second, constant: standard))
      case .predicates(let list) where list.isEmpty:
        made.append(NSLayoutConstraint(first, "==", second, constant: 0))
      case .predicates(let list):
        for predicate in list {
          made.append(
            NSLayoutConstraint(first, predicate.relation, second, constant: predicate.constant ?? 0)
          )
        }
      }
    }
    for item in parsed.items {
      guard let own = anchor(item.name, size) else { continue }
      for predicate in item.size {
        let other = predicate.view.flatMap { anchor($0, size) }
        made.append(
          NSLayoutConstraint(own, predicate.relation, other, constant: predicate.constant ?? 0))
      }
    }
    for (index, connection) in parsed.between.enumerated() {
      guard let first = anchor(parsed.items[index + 1].name, leading),
        let second = anchor(parsed.items[index].name, trailing)
      else { continue }
      space(connection, standard: 8, first: first, second: second)
    }
    for (connection, item, atStart) in [
      (parsed.fromSuperview, parsed.items.first, true),
      (parsed.toSuperview, parsed.items.last, false),
    ] {
      guard let connection, let item, let bound = views[item.name] else { continue }
      let view = bound.view
      // A layout guide lies inside the view that owns it: `|` is that view (L6).
      guard let superview = bound.guide == nil ? view.superview : view else {
        return try raiseFormatProblem(
          "Unable to interpret '|' character, because the related view doesn't have a superview",
          format, at: arguments[0].location)
      }
      if atStart {
        space(
          connection, standard: 20, first: NSLayoutAnchor(view: view, attribute: leading),
          second: NSLayoutAnchor(view: superview, attribute: leading))
      } else {
        space(
          connection, standard: 20, first: NSLayoutAnchor(view: superview, attribute: trailing),
          second: NSLayoutAnchor(view: view, attribute: trailing))
      }
    }
    return .array(made.map { .surface(.constraint($0)) })
  }

  /// UIKit's `NSInvalidArgumentException` for a format it cannot parse, which ends the app.
  private func raiseFormatProblem(_ message: String, _ format: String, at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    simulation.raiseFromCode(
      "NSInvalidArgumentException",
      reason: "Unable to parse constraint format: \n\(message) \n\(format)")
    try checkStopped()
    return .array([])
  }

  /// The `metrics:` dictionary as named numbers; nil gives none.
  private func numbers(in value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> [String: Double]
  {
    var out: [String: Double] = [:]
    guard case .dictionary(let dictionary) = value else {
      if case .null = value { return out }
      // `metrics:0`: in Objective-C the literal 0 is a null pointer, so nil.
      if language == .objc, case .integer(0) = value { return out }
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a dictionary of metrics or nil",
          found: value.kindDescription), at: location)
    }
    for (key, number) in dictionary.entries {
      if case .string(let name) = key, let number = number.numeric { out[name] = number }
    }
    return out
  }

  /// The `views:` dictionary: each name's view.
  private func viewBindings(_ value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> [String: (view: UIView, guide: String?)]
  {
    guard case .dictionary(let dictionary) = value else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a dictionary of views", found: value.kindDescription),
        at: location)
    }
    var out: [String: (view: UIView, guide: String?)] = [:]
    for (key, item) in dictionary.entries {
      guard case .string(let name) = key else { continue }
      // L6: a layout guide (`topLayoutGuide`, `safeAreaLayoutGuide`) is an item too.
      if case .surface(.layoutGuide(let owner, let guide)) = item {
        out[name] = (owner, guide)
        continue
      }
      out[name] = (try view(item, context, at: location), nil)
    }
    return out
  }
}
