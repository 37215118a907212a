/// A stand-in shaped by its use: an undeclared name called where the code expects a value of
/// a known value type (`child.view.frame = IGRect(x: 0, y: 0, width: w, height: h)`, `let
/// size: CGSize = ItemSize()`, `CGRect r = IGRectMake(0, 0, w, h);`) is a function returning
/// that type, never a class: a class stand-in would make the next run fail on the type it
/// was meant to fill. The function forwards to the type's own initializer of the same labels
/// when the surface has one (so the value is the one the code meant), else returns the type's
/// neutral value.
extension UndeclaredTypes {
  /// The value types a function stand-in can return, with their neutral value in each language.
  static let neutralValues: [String: (swift: String, objc: String)] = [
    "CGRect": ("CGRect(x: 0, y: 0, width: 0, height: 0)", "CGRectZero"),
    "CGSize": ("CGSize(width: 0, height: 0)", "CGSizeZero"),
    "CGPoint": ("CGPoint(x: 0, y: 0)", "CGPointZero"),
    "UIEdgeInsets": ("UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)", "UIEdgeInsetsZero"),
    "CGAffineTransform": ("CGAffineTransform.identity", "CGAffineTransformIdentity"),
    "CGFloat": ("0", "0"), "Double": ("0", "0"), "Float": ("0", "0"), "Int": ("0", "0"),
    "NSInteger": ("0", "0"), "TimeInterval": ("0", "0"), "NSTimeInterval": ("0", "0"),
    "Bool": ("false", "NO"), "BOOL": ("false", "NO"), "String": ("\"\"", "@\"\""),
  ]

  /// A name that says what kind of UIKit class it is (`…Controller`, `…VC`, `…View`).
  static func readsAsControllerOrView(_ name: String) -> Bool {
    ["Controller", "VC", "View", "Cell", "Bar"].contains { name.hasSuffix($0) }
      || name.contains("ViewController")
  }

  /// Records `value` as a value use when it calls an undeclared name and `expected` is a
  /// value type a stand-in can return.
  mutating func noteValueUse(_ value: Expr, expected: String?) {
    guard let expected = expected.map({ String($0.filter { $0 != "?" && $0 != "!" }) }),
      Self.neutralValues[expected] != nil,
      case .call(let callee, _) = value.kind, case .name(let name) = callee.kind,
      name.first?.isUppercase == true
    else { return }
    valueUses[name] = expected
  }

  /// The declared type of an assignment's target: a variable's, or a real property's on a
  /// receiver whose UIKit class is known (`child.view.frame` is a `CGRect`).
  func expectedType(of target: Expr) -> String? {
    switch target.kind {
    // `_tabBarView = [Factory makeTabBarView]`, `panel = Panel.make()`: the variable's or the
    // property's declared UIKit type (an instance variable is its property's).
    case .name(let name):
      let plain = language == .objc && name.hasPrefix("_") ? String(name.dropFirst()) : name
      return types.type(of: Expr(.name(plain), at: target.location))
    case .member(let base, let name):
      let owner =
        base.kind == .name("self") ? "UIViewController" : types.type(of: base)
      // `page.startButton.backgroundColor = Palette.accent` where `startButton` is the
      // project's (untyped here): the type UIKit gives a property of that name, a view's first
      // (`backgroundColor` is a colour), as the app constants' stand-ins are typed.
      guard let owner else {
        return MissingPieceAppConstants.propertyType(of: target, language)
      }
      guard let match = UIKitSurface.shared.member(named: name, in: owner, language: language),
        match.member.kind == .property
      else { return nil }
      return match.member.swiftType
    default:
      return nil
    }
  }

  /// The function stand-in for a name used only as calls where a value type is expected.
  func valueFinding(
    for name: String, _ location: SourceLocation, _ members: [Member]
  ) -> Finding? {
    // `X(…)` in Objective-C is a C function call, whatever its case: a class is made with
    // `alloc` or `new`, never by a call.
    let calls = members.filter { $0.kind == .initializer && $0.name.hasPrefix("init(") }
    if language == .objc, valueUses[name] == nil, !calls.isEmpty, calls.count == members.count {
      // The subset has no C function definitions: a function-like macro stands in.
      let parameters = calls[0].labels.indices.map { "a\($0)" }.joined(separator: ", ")
      return Finding(
        name: name, location: location, superclass: "id", missing: [], reason: nil,
        standIn: "#define \(name)(\(parameters)) nil", isFunction: true)
    }
    // The other members are those of the value's own type (`size.width`), read on a
    // variable the call initialised.
    guard let type = valueUses[name], let neutral = Self.neutralValues[type],
      let first = calls.first ?? members.first(where: { $0.kind == .initializer })
    else { return nil }
    let labels = first.labels
    let standIn: String
    switch language {
    case .swift:
      let key = "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
      let initializer = Self.valueInitializer(of: type, key)
      let parameters = labels.enumerated().map { index, label in
        let parameterType = initializer.flatMap {
          index < $0.swiftParameterTypes.count ? $0.swiftParameterTypes[index] : nil
        }
        return "\(label ?? "_") a\(index): \(parameterType ?? "Any")"
      }.joined(separator: ", ")
      let body: String
      if initializer != nil {
        let arguments = labels.enumerated().map { index, label in
          (label.map { $0 + ": " } ?? "") + "a\(index)"
        }.joined(separator: ", ")
        body = "\(type)(\(arguments))"
      } else {
        body = neutral.swift
      }
      if labels.allSatisfy({ $0 == nil }) {
        // `MadeUp(1)`: a closure constant, which a block of plain statements may declare
        // (a top-level `func` would make it a block of methods).
        let types = labels.indices.map { "a\($0): Any" }.joined(separator: ", ")
        standIn = "let \(name) = { (\(types)) -> \(type) in \(body) }"
      } else {
        standIn = "func \(name)(\(parameters)) -> \(type) { \(body) }"
      }
    case .objc:
      // A function-like macro (the subset has no C function definitions); it forwards to the
      // type's own `…Make` when the argument counts agree (`CGRectMake(x, y, w, h)`).
      let parameters = labels.indices.map { "a\($0)" }.joined(separator: ", ")
      let make = type + "Make"
      let forwards =
        UIKitSurface.shared.global(objc: make)?.member.objcParameterTypes.count == labels.count
      let body = forwards ? "\(make)(\(parameters))" : neutral.objc
      standIn = "#define \(name)(\(parameters)) \(body)"
    }
    return Finding(
      name: name, location: location, superclass: type, missing: [], reason: nil,
      standIn: standIn, isFunction: true)
  }

  /// The surface's initializer of a value type with these labels (`CGRect(x:y:width:height:)`,
  /// imported from `CGRectMake`).
  static func valueInitializer(of type: String, _ key: String) -> SurfaceMember? {
    for owner in UIKitSurface.shared.types.values {
      if let member = owner.members.first(where: {
        $0.swiftName == key && $0.swiftType == type
          && ($0.kind == .function || $0.kind == .initializer)
      }) {
        return member
      }
    }
    return nil
  }
}
