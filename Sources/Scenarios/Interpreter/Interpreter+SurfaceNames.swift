import Containment

/// How the surface API is named: `UIColor.red` and `[UIColor redColor]`, `.system`,
/// `.touchUpInside`, `DispatchQueue.main`, `[NSNotificationCenter defaultCenter]`,
/// `Notification.Name("x")`, `.now() + 0.3`, and assignments to a field of a `CGRect`
/// (`view.frame.size.height = 40`).
extension Interpreter {
  /// UIColor's class properties tutorials use (`UIColor.red`, `[UIColor redColor]`).
  /// Every class colour of the surface's `UIColor` (`UIColor.systemGray2`).
  static let colorNames: Set<String> = {
    var names: Set<String> = [
      "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
      "magenta", "orange", "purple", "brown", "clear",
    ]
    for member in UIKitSurface.shared.type(objc: "UIColor")?.members ?? []
    where member.kind == .property && member.isClassMember && member.swiftType == "UIColor" {
      names.insert(member.swiftName)
    }
    return names
  }()

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  static let itemLabels: [String?] = [
    "item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant",
  ]
  static let itemPieces = [
    "constraintWithItem", "attribute", "relatedBy", "toItem", "attribute", "multiplier",
    "constant",
  ]

  /// `.red`, `.system`, `.touchUpInside`, `.normal`, `.flexibleWidth`, `.main`, `.vertical`.
  func surfaceImplicitMember(_ name: String) -> Value? {
    if Self.colorNames.contains(name) { return .surface(.color(name)) }
    if UIButton.surfaceTypeNames.contains(name) { return .surface(.buttonType(name)) }
    if let events = UIControl.Event.byName[name] { return .surface(.controlEvents(events)) }
    if let state = SurfaceBuiltins.controlStates[name] { return .number(Double(state)) }
    if let bits = SurfaceBuiltins.autoresizing(name) { return .surface(.autoresizingMask(bits)) }
    if let value = UIKitDeclarations.constant(swift: name) { return value }
    if let value = Self.pageImplicitMember(name) { return value }
    if let value = Self.animationCurveImplicitMember(name) { return value }
    if name == "main" { return .surface(.mainQueue) }
    if NSLayoutAnchor.attributes[name] != nil { return .surface(.layoutAttribute(name)) }
    // `change?[.newKey]`: a key-value change dictionary's keys are these strings (C11).
    if let key = Builtins.changeKeys[
      "NSKeyValueChange" + name.prefix(1).uppercased()
        + name.dropFirst()]
    {
      return .string(key)
    }
    // `.defaultHigh`: a typed constant the headers give a number (Interpreter+TypedConstants).
    return Self.typedConstantNumbers[name].map(Value.number)
  }

  /// `.now()`, `.seconds(1)`, `.milliseconds(300)`, `.init("name")`, `.init(rawValue:)`.
  func callImplicitMember(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value {
    let first = arguments.first?.value ?? .null
    switch (name, arguments.count) {
    case ("now", 0): return .number(simulation.now)
    case ("seconds", 1): return .number(try number(first, "`.seconds`", at: location))
    case ("milliseconds", 1):
      return .number(try number(first, "`.milliseconds`", at: location) / 1000)
    case ("init", 1):
      if case .string = first { return first }
    default: break
    }
    // `label.font = .systemFont(ofSize: 12)`: a real static member of a type no declaration
    // models is inert, as its value is.
    if let inert = inertImplicitMember(name, at: location) { return inert }
    throw Interrupt(
      .unsupported(
        "`.\(name)(…)` here",
        instead: "`.now()`, `.seconds(n)`, `.milliseconds(n)` and `.init(\"name\")`"), at: location)
  }

  /// `UIColor.red`, `DispatchQueue.main`, `NotificationCenter.default`,
  /// `UIControl.Event.touchUpInside`, `UIButton.ButtonType.system`, `UIControl.State.normal`,
  /// `UIView.AutoresizingMask.flexibleWidth`, `UISegmentedControl.noSegment`.
  func surfaceTypeConstant(_ base: Expr, _ member: String) -> Value? {
    switch base.kind {
    case .name("UIColor") where Self.colorNames.contains(member): return .surface(.color(member))
    case .name("DispatchQueue") where member == "main": return .surface(.mainQueue)
    // The main operation queue runs its blocks on the main thread, as the main queue does.
    case .name("OperationQueue") where member == "main": return .surface(.mainQueue)
    case .name("NotificationCenter") where member == "default": return .surface(.notificationCenter)
    case .name("UIScreen") where member == "main": return .surface(.screen)
    case .name("UIApplication") where member == "shared": return .surface(.application)
    case .name("UISegmentedControl") where member == "noSegment": return .number(-1)
    case .member(let root, let type):
      guard case .name(let owner) = root.kind else { return nil }
      switch (owner, type) {
      case ("UIControl", "Event"):
        return UIControl.Event.byName[member].map { .surface(.controlEvents($0)) }
          ?? realTypeConstant(base, member)
      case ("UIControl", "State"):
        return SurfaceBuiltins.controlStates[member].map { .number(Double($0)) }
          ?? realTypeConstant(base, member)
      case ("UIButton", "ButtonType"):
        return UIButton.surfaceTypeNames.contains(member) ? .surface(.buttonType(member)) : nil
      case ("UIView", "AutoresizingMask"):
        return SurfaceBuiltins.autoresizing(member).map { .surface(.autoresizingMask($0)) }
      default: return realTypeConstant(base, member)
      }
    default: return realTypeConstant(base, member)
    }
  }

  /// Class-level calls and messages of the surface classes (`[UIButton buttonWithType:…]`,
  /// `[UIColor redColor]`, `[NSNotificationCenter defaultCenter]`, `[UIImage imageNamed:…]`,
  /// `Notification.Name("x")`, `DispatchTime.now()`); nil when not one.
  func callSurfaceMember(
    _ use: MemberResolver.Use, on receiver: Value, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard case .classReference(let className) = receiver else { return nil }
    // `UIWindow.Level(rawValue: 5)`, `NSAttributedString.Key("x")`: a nested typed constant.
    if case .swiftCall(let name, let labels, _) = use, name.first?.isUppercase == true,
      let value = try createTypedConstant(
        className + "." + name, labels: labels, arguments, at: location)
    {
      return value
    }
    if let value = try visualFormatConstraints(className, use, arguments, at: location) {
      return value
    }
    // `[MYTitleButton buttonWithType:UIButtonTypeCustom]`: UIButton's factory sent to the
    // scenario's subclass makes an object of that subclass (UIButton.h: the receiving class),
    // as `[[MYTitleButton alloc] initWithFrame:CGRectZero]` does (C34).
    if case .message(["buttonWithType"], true) = use, className != "UIButton",
      realClassName(of: className) == "UIButton"
    {
      return try create(className, labels: [], [], at: location)
    }
    // `[NSIndexPath indexPathForRow:1 inSection:0]`, `[UIImage imageNamed:…]`: a class
    // factory the class's declaration gives (C31).
    if case .message = use, let made = try declaredFactory(className, use, arguments, at: location)
    {
      return made
    }
    let first = arguments.first?.value ?? .null
    let at = arguments.first?.location ?? location
    switch (className, use) {
    case ("UIButton", .message(["buttonWithType"], true)),
      ("UIButton", .swiftCall("init", ["type"], _)):
      return .view(UIButton(type: try buttonType(first, "`\(use.written)`", at: at)))
    case ("UIColor", .message(let pieces, false)):
      guard let piece = pieces.first, piece.hasSuffix("Color"),
        Self.colorNames.contains(String(piece.dropLast(5)))
      else { return nil }
      return .surface(.color(String(piece.dropLast(5))))
    case ("UIStoryboard", .message(["storyboardWithName", "bundle"], true)):
      return .surface(.storyboard)
    case ("NSException", .message(["raise", "format"], true)):
      // To a `@catch` that takes it, or the app ends with it (FIDELITY-SURFACE V14, C16).
      guard arguments.count >= 2, case .string(let name) = arguments[0].value,
        case .string(let format) = arguments[1].value
      else {
        throw Interrupt(
          .typeMismatch(
            context: "`raise:format:`", expected: "an exception name and a format string",
            found: arguments.map(\.value.kindDescription).joined(separator: ", ")), at: at)
      }
      let reason = try formatted(format, Array(arguments.dropFirst(2)), at: arguments[1].location)
      try raiseObjC(name: name, reason: reason, at: at)
    case ("UIScreen", .message(["mainScreen"], false)):
      return .surface(.screen)
    case ("UIApplication", .message(["sharedApplication"], false)):
      return .surface(.application)
    case ("NSNotificationCenter", .message(["defaultCenter"], false)):
      return .surface(.notificationCenter)
    // FIDELITY A18.5: `[NSNotification notificationWithName:object:]` (and `userInfo:`).
    case ("NSNotification", .message(let pieces, true)) where pieces.first == "notificationWithName":
      return try createSurface(
        "NSNotification", labels: pieces, arguments, at: location, objcInit: true)
    case ("NSOperationQueue", .message(["mainQueue"], false)):
      return .surface(.mainQueue)
    case ("UIImage", .message(["imageNamed"], true)):
      return try createSurface(
        "UIImage", labels: ["named"], arguments, at: location, objcInit: false)
    case ("Notification", .swiftCall("Name", let labels, _)),
      ("NSNotification", .swiftCall("Name", let labels, _)):
      guard labels == [nil] || labels == ["rawValue"], case .string = first else {
        throw Interrupt(
          .wrongLabel(
            written: use.written,
            expected: "\(className).Name(_:)` or `\(className).Name(rawValue:)"),
          at: location)
      }
      return first
    case ("DispatchTime", .swiftCall("now", [], _)):
      return .number(simulation.now)
    case ("NSLayoutConstraint", .swiftCall("init", Self.itemLabels, _)),
      ("NSLayoutConstraint", .message(Self.itemPieces, true)):
      return try itemConstraint(arguments, "`\(use.written)`", at: location)
    case ("NSLayoutConstraint", .swiftCall("activate", [nil], _)),
      ("NSLayoutConstraint", .message(["activateConstraints"], true)),
      ("NSLayoutConstraint", .swiftCall("deactivate", [nil], _)),
      ("NSLayoutConstraint", .message(["deactivateConstraints"], true)):
      let constraints = try self.constraints(first, "`\(use.written)`", at: at)
      if use.baseName.hasPrefix("activate") {
        UIView.activate(constraints)
      } else {
        for constraint in constraints { constraint.deactivate() }
      }
      try checkStopped()
      return .void
    default:
      return nil
    }
  }

  /// A class factory message (`indexPathForRow:inSection:`, `nibWithNibName:bundle:`) of a
  /// class whose declaration lists it among its initializers; nil otherwise.
  private func declaredFactory(
    _ className: String, _ use: MemberResolver.Use, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    let written = use.written
    if let factory = (UIKitDeclarations.initializers[className] ?? []).first(where: {
      !$0.objcPieces.isEmpty && !$0.objcPieces[0].hasPrefix("init")
        && $0.spelling(.objc) == written
    }) {
      let call = try bind(factory, on: .classReference(className), arguments, at: location)
      return try factory.behaviour.read(call)
    }
    return nil
  }

  /// `a.frame.size.height = 40`, `a.frame.origin.x = 10`, `a.center.x = 5`: a field of a value
  /// (CGRect, CGPoint, CGSize) read from a property, changed, and written back, as Swift's
  /// value semantics do. False when `target` is not such a field.
  func assignSurfaceField(
    _ value: Value, _ baseExpression: Expr, _ member: String, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Bool {
    guard UIKitDeclarations.valueFieldNames.contains(member) else { return false }
    let location = baseExpression.location
    let base = try evaluate(baseExpression, in: scope, context)
    switch base {
    case .rect, .surface(.point), .surface(.size): break
    default: return false
    }
    let field = try resolve(.property(member), on: base, at: location)
    guard let write = field.behaviour.write,
      let updated = try write(bindAssignment(field, on: base, value, at: location))
    else { return false }
    try assign(updated, to: baseExpression, in: scope, context)
    return true
  }
}
