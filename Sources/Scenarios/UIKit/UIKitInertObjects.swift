import Containment

/// Objects of inert classes (`UIKitClasses.isInert`: `UITabBar`, `UIBezierPath`,
/// `CAShapeLayer`, `CGAffineTransform` …) and their classes: each member is answered by the
/// real surface of that class. A real member is inert (one `scenario.inert` note, its result
/// type's zero value, or another inert object) unless it can change containment or call back
/// into the code (`scenario.not-modelled` with its area, `UITabBar.delegate`: delegates); a
/// name the class does not have is "no such member", with the class's nearest real members.
extension Interpreter {
  /// `.layerMinXMinYCorner`: an enum case or option of a real type that no declaration
  /// models, whose type the context would give (`maskedCorners`): an inert value, noted.
  /// A name close to an animation option (`.flipFromLeft` for `.transitionFlipFromLeft`,
  /// `.easeIn` for `.curveEaseIn`: the option without its group's word) stays the caller's
  /// error, with its suggestion; `.fromLeft` (`CATransitionSubtype`) is not such a name.
  func inertImplicitMember(_ name: String, at location: SourceLocation) -> Value? {
    let lowered = name.lowercased()
    guard UIKitDeclarations.isRealMember(.property(name), .swift),
      Suggestion.closest(to: name, in: Array(UIView.AnimationOptions.byName.keys)) == nil,
      !UIView.AnimationOptions.byName.keys.contains(where: {
        let option = $0.lowercased()
        return option == "transition" + lowered || option == "curve" + lowered
      })
    else { return nil }
    noteInert("." + name, UIKitSurface.framework(ofMember: name, .swift), at: location)
    return .ignored("." + name)
  }

  /// A constant, enum case or notification name of the real surface read by name, noted
  /// inert, as a value of its declared type: a string constant is its own name (so two
  /// different keys are different strings: `UITransitionContextFromViewKey`), an enum case
  /// with a literal value in the headers is that number (`UIRectEdgeTop & edges`), a geometry
  /// constant its type's value (`CGRectNull` a `CGRect`); anything else an inert value of that
  /// name, equal only to itself.
  func inertGlobal(_ name: String, at location: SourceLocation) -> Value {
    // `CGRectNull`, `CGAffineTransformIdentity`: its documented value, computed with (C35).
    if let value = Self.structConstant(objc: name) { return value }
    let match = UIKitSurface.shared.global(objc: name)
    noteInert(name, match?.owner.framework, at: location)
    guard let member = match?.member else { return .ignored(name) }
    switch member.kind {
    case .notification: return .string(name)
    case .enumCase:
      if let value = member.value.flatMap(Self.literalValue) { return .number(value) }
      return .ignored(name)
    case .constant:
      if member.objcType == "NSString*" || match?.owner.kind == .stringEnum {
        return .string(name)
      }
      let zero = Self.zeroValue(ofSwiftType: member.swiftType)
      if case .ignored = zero { return .ignored(name) }
      return zero
    default: return .ignored(name)
    }
  }

  /// An enum case's value as the headers write it: `3`, `1 << 2`, `(1<<0)`, `0x10`, `-1`.
  static func literalValue(_ text: String) -> Double? {
    let plain = text.filter { $0 != " " && $0 != "(" && $0 != ")" }
    if let shift = plain.firstRange(of: "<<") {
      guard let base = Int(plain[..<shift.lowerBound]), let bits = Int(plain[shift.upperBound...]),
        bits >= 0, bits < 63
      else { return nil }
      return Double(base << bits)
    }
    if plain.hasPrefix("0x") { return Int(plain.dropFirst(2), radix: 16).map(Double.init) }
    return Int(plain).map(Double.init)
  }

  /// What `use` on `value` gives when `value` is an inert object or class; nil when it is
  /// neither (the caller goes on).
  func inertObjectResult(
    _ use: MemberResolver.Use, of value: Value, at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    let className: String
    switch value {
    case .ignored(let name) where UIKitClasses.isInert(name): className = name
    case .classReference(let name) where UIKitClasses.isInert(name): className = name
    default: return nil
    }
    // `[UIBarButtonItem itemWithImage:…]` of the project's category: its own class method
    // runs (Interpreter+Calls), not the surface's.
    if case .classReference(let name) = value,
      classes[name]?.classMethod(calledAs: use, language) != nil
    {
      return nil
    }
    let surface = UIKitSurface.shared
    let written = use.written
    if case .classReference = value {
      // `[UITabBarItem alloc]`, `[UIFont new]`: the language's creation, not a member of the
      // class the note would name (`createInert` notes the class).
      if use == .message(["alloc"], hasArguments: false) { return .allocated(className) }
      if use == .message(["new"], hasArguments: false) {
        return try createInert(className, .message(["init"], hasArguments: false), at: location)
      }
    }
    guard
      let match = surface.member(named: written, in: className, language: language)
        ?? surface.member(named: use.baseName, in: className, language: language)
    else {
      throw Interrupt(
        .noSuchMember(
          written, type: className,
          suggestion: surface.suggestions(for: written, in: className, language: language)
            .first),
        at: location)
    }
    let member = match.member
    // `UIApplication.didBecomeActiveNotification`: a notification's name is its raw value,
    // `UIApplicationDidBecomeActiveNotification`, which `run=post:` can post (N1).
    if member.kind == .notification { return .string(member.objcName) }
    try refuseNeverInert(match, written, at: location)
    noteInert(
      language == .swift ? member.swiftName : member.objcName, match.owner.framework, at: location)
    let type = member.swiftType.filter { $0 != "?" && $0 != "!" }
    if member.kind == .initializer || type == "Self" || type == "instancetype" {
      return try inertInstance(of: className, at: location)
    }
    // `Thread.isMainThread`: a documented flag that is not NO (C46).
    if let flag = SurfaceDefaults.flags[match.owner.objcName + "." + member.objcName] {
      return .bool(flag)
    }
    return Self.zeroValue(ofSwiftType: member.swiftType)
  }

  /// `UITabBarItem(title:image:tag:)`, `[[UITabBarItem alloc] initWithTitle:…]`,
  /// `UIFont()`: an object of an inert class, made by one of its real initializers without
  /// reading the arguments; one `scenario.inert` note names the class. An initializer that
  /// hands UIKit a block or a target it calls back is refused with its area; one the class
  /// does not have is "no such member".
  func createInert(
    _ className: String, _ use: MemberResolver.Use, _ arguments: [EvaluatedArgument] = [],
    at location: SourceLocation
  ) throws(Interrupt) -> Value {
    let isPlainInit =
      use == .swiftCall("init", labels: [], trailing: [])
      || use == .message(["init"], hasArguments: false)
    if !isPlainInit {
      let surface = UIKitSurface.shared
      let written = use.written
      guard let match = surface.member(named: written, in: className, language: language),
        [.initializer, .method, .function].contains(match.member.kind)
      else {
        throw Interrupt(
          .noSuchMember(
            written, type: className,
            suggestion: surface.suggestions(for: written, in: className, language: language)
              .first),
          at: location)
      }
      try refuseNeverInert(match, written, at: location)
    }
    noteInert(className, UIKitSurface.shared.type(named: className)?.framework, at: location)
    // `initWithFrame:` / `init(frame:)`: a view made inert keeps the frame it was given.
    var frame = CGRect.zero
    if use.written == "initWithFrame:" || use.written == "init(frame:)",
      case .rect(let rect)? = arguments.first?.value
    {
      frame = rect
    }
    let made = try inertInstance(of: className, frame: frame, at: location)
    // `UITraitCollection(horizontalSizeClass: .regular)`, `UITabBarItem(title:image:tag:)`: an
    // initializer's label that names a property of the class is that property's value, as the
    // SDK's initializers document theirs (C36).
    if language == .swift, case .surface(.inert(let object)) = made {
      for argument in arguments {
        guard let label = argument.label,
          let property = UIKitSurface.shared.members(swift: label, in: className).first(where: {
            $0.member.kind == .property && !$0.member.isClassMember
          })?.member
        else { continue }
        inertValues[InertKey(object: ObjectIdentifier(object), name: property.swiftBaseName)] =
          typed(argument.value, asSwiftType: property.swiftType)
          .converted(toNumericType: property.swiftType)
      }
    }
    return made
  }

  /// True when an initializer argument labelled `label` names a property of the inert class
  /// (`UITraitCollection(horizontalSizeClass:)`), which `createInert` sets.
  func isInertPropertyLabel(_ label: String?, of className: String) -> Bool {
    guard language == .swift, let label else { return false }
    return UIKitSurface.shared.members(swift: label, in: className).contains {
      $0.member.kind == .property && !$0.member.isClassMember
    }
  }

  /// Throws the `scenario.not-modelled` problem, with its area, of a real member that can
  /// change containment or call back into the scenario's code.
  func refuseNeverInert(
    _ match: SurfaceMemberMatch, _ written: String, at location: SourceLocation
  ) throws(Interrupt) {
    let classification = UIKitSurface.shared.classify(match)
    guard classification.isNeverInert else { return }
    let area = classification.area?.name ?? "callbacks into the scenario's code"
    throw Interrupt(.notModelled(written, area: area), at: location)
  }
}
