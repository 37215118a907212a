/// The source of a stand-in for a type the snippet uses but does not declare
/// (UndeclaredTypes): a subclass of the inferred UIKit class with an empty declaration of
/// each member no UIKit class has, in the snippet's language. An initializer of its own calls
/// UIKit's designated one; a class method makes a new instance; a method does nothing and
/// returns nothing; a property starts nil. Parameters are untyped (`Any` / `id`): only the
/// labels are known from the call.
struct StandInWriter {
  let language: ScenarioLanguage

  /// `valueTypes`: the value type the code needs of a property, by `Name.property`
  /// (`CGFloat`): declared with it and its neutral value rather than as an untyped nil.
  func declaration(
    _ name: String, _ superclass: String, _ members: [UndeclaredTypes.Member],
    adopting adopted: String? = nil, valueTypes: [String: String] = [:],
    results: [String: String] = [:]
  ) -> String {
    switch language {
    case .swift: swift(name, superclass, members, adopted, valueTypes, results)
    case .objc: objc(name, superclass, members, adopted, valueTypes, results)
    }
  }

  /// The Objective-C spelling of a Swift value type.
  private static func objcValueType(_ type: String) -> String {
    [
      "Bool": "BOOL", "Int": "NSInteger", "Double": "double", "Float": "float",
      "TimeInterval": "NSTimeInterval", "String": "NSString *",
    ][type] ?? type
  }

  /// A view or controller result (`UIView`, `UIViewController`) that the stand-in's own
  /// objects are not: the class member returns a plain one. A stand-in that is a view
  /// (controller) itself keeps making its own objects.
  private static func isOtherObject(_ type: String, _ superclass: String) -> Bool {
    ["UIView", "UIViewController"].contains(type) && superclass != type
      && !UIKitSurface.shared.isClass(superclass, kindOf: type)
  }

  /// A new object of class `type`, for a member whose value the code uses as one (its value
  /// flows where `type` is declared, UndeclaredTypes+ResultUses): a clear colour, the system
  /// font, else one made with `init`. Nil for a value type or an untyped object.
  static func newObject(_ type: String, _ language: ScenarioLanguage) -> String? {
    guard UndeclaredTypes.neutralValues[type] == nil, !type.isEmpty,
      !UndeclaredTypes.untypedObjects.contains(type), type.first?.isUppercase == true
    else { return nil }
    switch (type, language) {
    case ("UIColor", .swift): return "UIColor.clear"
    case ("UIColor", .objc): return "[UIColor clearColor]"
    case ("UIFont", .swift): return "UIFont.systemFont(ofSize: 17)"
    case ("UIFont", .objc): return "[UIFont systemFontOfSize:17]"
    case (_, .swift): return "\(type)()"
    case (_, .objc): return "[[\(type) alloc] init]"
    }
  }

  /// An object result of another class than the stand-in's own (which a class member keeps
  /// making of itself): `+ colorWithHex:` of a colour helper gives a `UIColor`.
  private static func isForeignObject(_ type: String, _ name: String, _ superclass: String)
    -> Bool
  {
    guard type != name, type != superclass, newObject(type, .swift) != nil else { return false }
    return !UIKitSurface.shared.isClass(superclass, kindOf: type)
  }

  /// `ms_centerX`, `width` of a view stand-in: a frame category's number (ViewMemberStandIn).
  private static func isGeometry(_ name: String, of superclass: String) -> Bool {
    ViewMemberStandIn.isGeometry(name)
      && (superclass == "UIView" || UIKitSurface.shared.isClass(superclass, kindOf: "UIView"))
  }

  private func designatedInit(_ superclass: String) -> (swift: String, objc: String) {
    // `UIView` and its subclasses (`UISegmentedControl`): the frame initializer.
    if UIKitSurface.shared.isClass(superclass, kindOf: "UIView") {
      return ("super.init(frame: .zero)", "[super initWithFrame:CGRectZero]")
    }
    if superclass == "UIViewController"
      || UIKitSurface.shared.isClass(superclass, kindOf: "UIViewController")
    {
      return ("super.init(nibName: nil, bundle: nil)", "[super initWithNibName:nil bundle:nil]")
    }
    // `NSObject`, `CALayer`: `init`.
    return ("super.init()", "[super init]")
  }

  private func swift(
    _ name: String, _ superclass: String, _ members: [UndeclaredTypes.Member],
    _ adopted: String?, _ valueTypes: [String: String], _ results: [String: String]
  ) -> String {
    var lines = ["class \(name): \(superclass)\(adopted.map { ", " + $0 } ?? "") {"]
    for member in members {
      let base = String(member.name.prefix { $0 != "(" })
      let parameters = member.labels.enumerated().map { index, label in
        (label ?? "_") + " a\(index): Any"
      }.joined(separator: ", ")
      switch member.kind {
      case .initializer:
        lines.append(
          "  init(\(parameters)) { \(designatedInit(superclass).swift) }")
      case .classMember:
        if let type = results[name + "." + member.name],
          let neutral = UndeclaredTypes.neutralValues[type]
        {
          // Its result is used as a number (or another value type): that type's neutral value.
          lines.append("  static func \(base)(\(parameters)) -> \(type) { \(neutral.swift) }")
        } else if let type = results[name + "." + member.name], Self.isOtherObject(type, superclass)
        {
          // Assigned where a view (a controller) is declared: one of those, not the stand-in.
          lines.append("  static func \(base)(\(parameters)) -> \(type) { \(type)() }")
        } else if let type = results[name + "." + member.name],
          Self.isForeignObject(type, name, superclass), let made = Self.newObject(type, .swift)
        {
          // Its result flows where another class is declared (`backgroundColor = Theme.tint()`).
          lines.append("  static func \(base)(\(parameters)) -> \(type) { \(made) }")
        } else {
          lines.append("  static func \(base)(\(parameters)) -> \(name) { \(name)() }")
        }
      case .classProperty:
        if let type = results[name + "." + member.name],
          let neutral = UndeclaredTypes.neutralValues[type]
        {
          // Used as a value type (`if Settings.isFirstLaunch`): that type's neutral value.
          lines.append("  static var \(base): \(type) = \(neutral.swift)")
        } else if let type = results[name + "." + member.name],
          Self.isForeignObject(type, name, superclass), let made = Self.newObject(type, .swift)
        {
          // Used where another class is declared (`view.backgroundColor = Palette.main`).
          lines.append("  static var \(base): \(type) = \(made)")
        } else {
          lines.append("  static let \(base) = \(name)()")
        }
      case .instanceMember:
        // A method whose result the code uses returns a value of the type its use needs
        // (`UndeclaredTypes+ResultUses`): its neutral value, a controller or a view where it is
        // used as one (`contentVC.view`), else nil.
        switch results[name + "." + member.name] {
        case "UIViewController"?, "UIView"?:
          let type = results[name + "." + member.name] ?? "UIViewController"
          lines.append("  func \(base)(\(parameters)) -> \(type) { \(type)() }")
        case let type? where UndeclaredTypes.neutralValues[type] != nil:
          let neutral = UndeclaredTypes.neutralValues[type]?.swift ?? "nil"
          lines.append("  func \(base)(\(parameters)) -> \(type) { \(neutral) }")
        case let type? where Self.newObject(type, .swift) != nil:
          let made = Self.newObject(type, .swift) ?? "nil"
          lines.append("  func \(base)(\(parameters)) -> \(type) { \(made) }")
        case .some:
          lines.append("  func \(base)(\(parameters)) -> Any? { nil }")
        case nil:
          lines.append("  func \(base)(\(parameters)) {}")
        }
      case .property:
        if let type = valueTypes[name + "." + base],
          let neutral = UndeclaredTypes.neutralValues[type]
        {
          lines.append("  var \(base): \(type) = \(neutral.swift)")
        } else if valueTypes[name + "." + base] == name {
          // A namespace's member asked further (`scene.initialScene.instantiate()`): another of
          // the stand-in's values.
          lines.append("  var \(base): \(name) { \(name)() }")
        } else if let type = valueTypes[name + "." + base],
          let made = Self.newObject(type, .swift)
        {
          // An object where the code declares its class: one to begin with, which the code may
          // set (`T!` also takes nil).
          lines.append("  var \(base): \(type)! = \(made)")
        } else if Self.isGeometry(base, of: superclass) {
          lines.append("  var \(base): CGFloat = 0")
        } else {
          lines.append("  var \(base): Any? = nil")
        }
      }
    }
    if members.contains(where: { $0.kind == .initializer }), superclass != "NSObject" {
      lines.append("  required init?(coder: NSCoder) { fatalError() }")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  private func objcSelector(_ member: UndeclaredTypes.Member) -> String {
    let pieces = member.labels.compactMap { $0 }
    guard member.name.hasSuffix(":") else { return member.name }
    return pieces.enumerated().map { index, piece in "\(piece):(id)a\(index)" }
      .joined(separator: " ")
  }

  private func objc(
    _ name: String, _ superclass: String, _ members: [UndeclaredTypes.Member],
    _ adopted: String?, _ valueTypes: [String: String], _ results: [String: String]
  ) -> String {
    var interface = ["@interface \(name) : \(superclass)\(adopted.map { " <" + $0 + ">" } ?? "")"]
    var implementation = ["@implementation \(name)"]
    for member in members {
      let selector = objcSelector(member)
      switch member.kind {
      case .initializer:
        implementation.append(
          "- (instancetype)\(selector) { return \(designatedInit(superclass).objc); }")
      case .classMember, .classProperty:
        if let type = results[name + "." + member.name],
          let neutral = UndeclaredTypes.neutralValues[type]
        {
          implementation.append(
            "+ (\(Self.objcValueType(type)))\(selector) { return \(neutral.objc); }")
        } else if let type = results[name + "." + member.name], Self.isOtherObject(type, superclass)
        {
          implementation.append("+ (\(type) *)\(selector) { return [[\(type) alloc] init]; }")
        } else if let type = results[name + "." + member.name],
          Self.isForeignObject(type, name, superclass), let made = Self.newObject(type, .objc)
        {
          implementation.append("+ (\(type) *)\(selector) { return \(made); }")
        } else if !member.name.contains(":"), UndeclaredTypes.isSharedInstanceName(member.name) {
          // `[AppSettings sharedSettings]`: one instance, every time, as Swift's `static let`.
          implementation.append(
            "+ (instancetype)\(selector) { static \(name) *shared = nil; "
              + "if (!shared) { shared = [[self alloc] init]; } return shared; }")
        } else {
          implementation.append("+ (instancetype)\(selector) { return [[self alloc] init]; }")
        }
      case .instanceMember where member.name.contains("("):
        // `make.top.equalTo(@0)`: a property whose value is a block, called (Masonry's
        // chains). Only declared: the block that uses it is given to a stand-in, which never
        // calls it.
        let base = String(member.name.prefix { $0 != "(" })
        let line = "@property (nonatomic, strong) id \(base);"
        if !interface.contains(line) { interface.append(line) }
      case .instanceMember:
        switch results[name + "." + member.name] {
        case "UIViewController"?, "UIView"?:
          let type = results[name + "." + member.name] ?? "UIViewController"
          implementation.append(
            "- (\(type) *)\(selector) { return [[\(type) alloc] init]; }")
        case let type? where UndeclaredTypes.neutralValues[type] != nil:
          let neutral = UndeclaredTypes.neutralValues[type]?.objc ?? "nil"
          implementation.append(
            "- (\(Self.objcValueType(type)))\(selector) { return \(neutral); }")
        case let type? where Self.newObject(type, .objc) != nil:
          let made = Self.newObject(type, .objc) ?? "nil"
          implementation.append("- (\(type) *)\(selector) { return \(made); }")
        case .some:
          implementation.append("- (id)\(selector) { return nil; }")
        case nil:
          implementation.append("- (void)\(selector) {}")
        }
      case .property:
        if valueTypes[name + "." + member.name] == name {
          // `make.top` asked further (`make.top.leading`): the builder again.
          interface.append("@property (nonatomic, strong) \(name) *\(member.name);")
        } else if let type = valueTypes[name + "." + member.name],
          let made = Self.newObject(type, .objc)
        {
          // An object where the code declares its class: made on first read, as a lazy getter
          // of the synthesized storage, so a value the code sets is kept.
          interface.append("@property (nonatomic, strong) \(type) *\(member.name);")
          implementation.append(
            "- (\(type) *)\(member.name) { if (!_\(member.name)) { _\(member.name) = \(made); } "
              + "return _\(member.name); }")
        } else if let type = valueTypes[name + "." + member.name] {
          let spelled = Self.objcValueType(type)
          let attribute = spelled.hasSuffix("*") ? ", strong" : ""
          let separator = spelled.hasSuffix("*") ? "" : " "
          interface.append(
            "@property (nonatomic\(attribute)) \(spelled)\(separator)\(member.name);")
        } else if Self.isGeometry(member.name, of: superclass) {
          interface.append("@property (nonatomic) CGFloat \(member.name);")
        } else {
          interface.append("@property (nonatomic, strong) id \(member.name);")
        }
      }
    }
    return (interface + ["@end"] + implementation + ["@end"]).joined(separator: "\n")
  }
}
