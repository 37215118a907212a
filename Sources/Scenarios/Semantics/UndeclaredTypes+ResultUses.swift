/// A stand-in member's result type, from how the code uses what it gives, for class and
/// instance members alike (`StandInWriter` declares the member with it):
/// - a condition (`if`, `guard`, `while`, `!`, `&&`, `||`, `?:`) needs a `Bool`
///   (`if ORKPasscodeViewController.isPasscodeStoredInKeychain() { … }`);
/// - arithmetic and ordering need a number, `+` beside a string and an interpolation a string,
///   `==` the type of the literal compared with;
/// - an assignment, an initial value, a `return` and an argument need the type of their target,
///   variable, method or parameter (UIKit's or the snippet's own);
/// - a controller's or a view's member asked of an instance method's result makes it return
///   one (`contentVC.view`).
/// Without such a use a method returns nothing and a property starts nil, as before. A
/// condition, an interpolation and an argument of `Any` decide only what nothing else typed:
/// Objective-C tests an object for nil in a condition, so there only a message decides.
extension UndeclaredTypes {
  /// What a stand-in's member read or called by `value` is: its `Type.member` key (the key
  /// `methodResults` and `propertyValueTypes` use), and whether it is an instance property.
  func standInMember(_ value: Expr) -> (key: String, isInstanceProperty: Bool)? {
    switch value.kind {
    case .member(let base, let property):
      if case .name(let type) = base.kind, isUndeclared(type) {
        return (type + "." + property, false)  // `Theme.isDark`: a class property
      }
      guard let type = typeOfReceiver(base) else { return nil }
      return (type + "." + property, true)
    case .message(let receiver, let parts):
      let pieces = parts.map(\.piece).filter { !$0.isEmpty }
      let selector =
        parts.contains { $0.argument != nil } ? pieces.map { $0 + ":" }.joined() : pieces.joined()
      if case .name(let type) = receiver.kind, isUndeclared(type) {
        guard !["alloc", "new", "class"].contains(selector) else { return nil }
        return (type + "." + selector, false)
      }
      guard let type = typeOfReceiver(receiver) else { return nil }
      return (type + "." + selector, false)
    case .call(let callee, let arguments):
      guard case .member(let base, let method) = callee.kind, method != "init" else { return nil }
      let labels = arguments.map(\.label)
      let key = MethodKey.make(name: method, labels: labels, argumentCount: labels.count, .swift)
      if case .name(let type) = base.kind, isUndeclared(type) { return (type + "." + key, false) }
      guard let type = typeOfReceiver(base) else { return nil }
      return (type + "." + key, false)
    default:
      return nil
    }
  }

  /// `value`, when it reads or calls a stand-in's member, gives a value of `expected`: the
  /// member is declared with that type when it is a value type (a number starting at 0, `NO`,
  /// an empty string), or a controller or view. `onlyIfUntyped`: a weak use, which decides only
  /// what no other use has.
  mutating func noteResultUse(_ value: Expr, expected: String?, onlyIfUntyped: Bool = false) {
    guard let expected = expected.map(Self.plainResultType),
      Self.neutralValues[expected] != nil
        || ["UIViewController", "UIView"].contains(expected) || isObjectType(expected),
      let (key, isInstanceProperty) = standInMember(value)
    else { return }
    if isInstanceProperty {
      // A property holds a value type, or an object of the class its value is declared as
      // where the code uses it (`return PlayerManager.shared.miniPlayer` in a computed property
      // of type `MiniPlayerViewController`, `view.backgroundColor = theme.tint`).
      if onlyIfUntyped, propertyValueTypes[key] != nil { return }
      // The stand-in's own type asked further is a namespace or a builder
      // (UndeclaredTypes+Receivers), which a use elsewhere does not undo.
      if let known = propertyValueTypes[key], key.hasPrefix(known + ".") { return }
      propertyValueTypes[key] = expected
      return
    }
    if onlyIfUntyped, let known = methodResults[key], known != "Any" { return }
    methodResults[key] = expected
  }

  /// `let pages: [(color: UIColor, title: String)] = [(color: Palette.main, title: "A")]`,
  /// `let colors: [UIColor] = [Theme.tint]`: each element of an array literal takes the
  /// declared element type, and each element of a tuple literal its label's (or position's).
  mutating func noteLiteralElements(_ value: Expr, expected written: String?) {
    guard let written else { return }
    let type = written.trimmingCharacters(in: .whitespaces)
    switch value.kind {
    case .array(let elements) where type.hasPrefix("[") && type.hasSuffix("]"):
      let element = String(type.dropFirst().dropLast())
      for item in elements {
        noteResultUse(item, expected: element)
        noteLiteralElements(item, expected: element)
      }
    case .tuple(let elements) where type.hasPrefix("(") && type.hasSuffix(")"):
      let fields = Self.tupleFields(String(type.dropFirst().dropLast()))
      for (index, element) in elements.enumerated() {
        let field =
          element.label.flatMap { label in fields.first { $0.label == label } }
          ?? (index < fields.count ? fields[index] : nil)
        guard let field else { continue }
        noteResultUse(element.value, expected: field.type)
        noteLiteralElements(element.value, expected: field.type)
      }
    default:
      break
    }
  }

  /// `backgroundColor: UIColor, title: String` → its fields, split at the top-level commas.
  static func tupleFields(_ text: String) -> [(label: String?, type: String)] {
    var fields: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        fields.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    fields.append(current)
    return fields.map { field in
      let parts = field.split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      return parts.count == 2 ? (parts[0], parts[1]) : (nil, parts.first ?? "")
    }
  }

  /// A class a value is declared as (`UIColor *`, `MiniPlayerViewController`): UIKit's, the
  /// snippet's own, or another stand-in, never a protocol, a value type or an untyped `id`.
  /// A stand-in's member whose value flows there gives a new one of it (StandInWriter), where
  /// nil would stop the run at the first use (`addChild(nil)`, `backgroundColor = nil` of a
  /// colour helper that stood in returning itself).
  func isObjectType(_ type: String) -> Bool {
    guard let first = type.first, first.isUppercase,
      type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      !Self.untypedObjects.contains(type), Self.neutralValues[type] == nil
    else { return false }
    if let found = UIKitSurface.shared.type(named: type) { return found.kind == .class }
    if program.classes.contains(where: { $0.name == type }) { return true }
    if program.interfaceSuperclasses[type] != nil { return true }
    return isUndeclared(type) && !program.protocols.contains(type)
  }

  /// Object types that say nothing of the value: it stays untyped.
  static let untypedObjects: Set<String> = [
    "NSObject", "NSString", "String", "Any", "AnyObject", "NSNumber", "NSArray", "NSDictionary",
    "NSMutableArray", "NSMutableDictionary", "NSSet", "NSData", "NSDate", "NSURL", "Self",
    "NSObjectProtocol",
  ]

  /// The fields a geometry value is read by, with its type: a size's `width` and `height`, a
  /// point's `x` and `y`, a rectangle's `origin` and `size`.
  static let geometryFields: [String: String] = [
    "width": "CGSize", "height": "CGSize", "x": "CGPoint", "y": "CGPoint", "origin": "CGRect",
    "size": "CGRect",
  ]

  /// `String?`, `NSString *`, `BOOL` as the stand-in writer spells them.
  static func plainResultType(_ written: String) -> String {
    let plain = String(written.filter { !"?!* ".contains($0) })
    return ["NSString": "String", "NSTimeInterval": "TimeInterval"][plain] ?? plain
  }

  /// A condition: each operand of `!`, `&&` and `||` is a `Bool`. In Objective-C, where a
  /// condition also tests an object for nil, only a message (a method's result) decides.
  mutating func noteCondition(_ condition: Expr) {
    switch condition.kind {
    case .unary("!", let operand):
      noteCondition(operand)
    case .binary(let op, let left, let right) where op == "&&" || op == "||":
      noteCondition(left)
      noteCondition(right)
    case .message, .call:
      noteResultUse(condition, expected: "Bool", onlyIfUntyped: true)
    case .member(let base, _):
      // Objective-C's dot syntax on a class sends a class method (`Settings.isFirstLaunch`).
      let isClassRead: Bool
      if case .name(let type) = base.kind, isUndeclared(type) {
        isClassRead = true
      } else {
        isClassRead = false
      }
      if language == .swift || isClassRead {
        noteResultUse(condition, expected: "Bool", onlyIfUntyped: true)
      }
    default:
      break
    }
  }

  /// The operands of a binary operator: arithmetic and ordering take numbers; `+` beside a
  /// string makes a string; `==` and `!=` compare with a literal's type.
  mutating func noteOperands(_ op: String, _ left: Expr, _ right: Expr) {
    func literalType(_ expression: Expr) -> String? {
      switch expression.kind {
      case .string: return "String"
      case .number: return "CGFloat"
      case .boolean: return "Bool"
      default: return nil
      }
    }
    switch op {
    case "+" where literalType(left) == "String" || literalType(right) == "String":
      noteResultUse(left, expected: "String")
      noteResultUse(right, expected: "String")
    case "+", "-", "*", "/", "<", ">", "<=", ">=":
      // `height - pager.tabMenuHeight`: a number.
      noteResultUse(left, expected: "CGFloat")
      noteResultUse(right, expected: "CGFloat")
    case "%":
      noteResultUse(left, expected: "Int")
      noteResultUse(right, expected: "Int")
    case "==", "!=":
      if let type = literalType(right) { noteResultUse(left, expected: type) }
      if let type = literalType(left) { noteResultUse(right, expected: type) }
    default:
      break
    }
  }

  /// `show(count: menu.count)`, `[self showCount:menu.count]`: an argument of the snippet's
  /// own method takes the parameter's written type. `callee` nil: an Objective-C message to
  /// `self` whose selector pieces are `labels`.
  mutating func noteOwnMethodArguments(_ callee: Expr?, _ labels: [String?], _ values: [Expr]) {
    let methods =
      program.functions + program.methods
      + (program.classes + program.extensions).flatMap(\.methods)
    let method: MethodDecl?
    if let callee {
      let name: String
      switch callee.kind {
      case .name(let called): name = called
      case .member(let base, let called) where base.kind == .name("self"): name = called
      default: return
      }
      method = methods.first { $0.name == name && !$0.isProperty && $0.labels == labels }
    } else {
      let selector = labels.compactMap { $0 }.map { $0 + ":" }.joined()
      method = methods.first { $0.key(.objc) == selector }
    }
    guard let method, method.parameterTypes.count == method.parameters.count,
      method.parameters.count == values.count
    else { return }
    for (value, type) in zip(values, method.parameterTypes) {
      noteResultUse(value, expected: type.name)
    }
  }

  /// `contentVC.view`, `[menu.current() view]`: a controller's member asked of what an instance
  /// method of a stand-in gives makes the method return a controller; a view's member (not a
  /// controller's) a view. The method is named through a variable holding its result, or
  /// called right there.
  mutating func noteReceiverUse(of base: Expr, member: String) {
    // `[Layout screenSize].width`, `Layout.origin().x`: a geometry value's field read from a
    // stand-in's result, class or instance member, makes it return that value type.
    if let field = Self.geometryFields[member], let found = standInMember(base),
      !found.isInstanceProperty, base.kind != .name("self")
    {
      switch base.kind {
      case .call, .message: methodResults[found.key] = field
      default: break
      }
      return
    }
    // `pageControl.dotSize.height`: a stand-in's property read for a size's field is a size
    // (nil would stop `constraint(equalToConstant:)`).
    if let field = Self.geometryFields[member], let found = standInMember(base),
      found.isInstanceProperty, base.kind != .name("self"), propertyValueTypes[found.key] == nil
    {
      propertyValueTypes[found.key] = field
      return
    }
    let key: String
    if case .name(let variable) = base.kind, let held = resultVariables[variable] {
      key = held
    } else if case .call(let callee, _) = base.kind, case .member(let owner, _) = callee.kind,
      typeOfReceiver(owner) != nil, let found = standInMember(base)
    {
      key = found.key
    } else if case .message(let receiver, _) = base.kind, typeOfReceiver(receiver) != nil,
      let found = standInMember(base)
    {
      key = found.key
    } else {
      return
    }
    let surface = UIKitSurface.shared
    guard !member.isEmpty,
      surface.member(named: member, in: "NSObject", language: language) == nil
    else { return }
    if surface.member(named: member, in: "UIViewController", language: language) != nil {
      methodResults[key] = "UIViewController"
    } else if surface.member(named: member, in: "UIView", language: language) != nil,
      methodResults[key] != "UIViewController"
    {
      methodResults[key] = "UIView"
    }
  }

  /// `let contentVC = Storyboard.main.instantiateVC(ContentVC.self)`: `contentVC` holds what the
  /// stand-in's method returns.
  mutating func noteResultVariable(_ name: String, _ value: Expr) {
    var call = value
    if case .typeCast(let inner, _, _) = value.kind { call = inner }
    switch call.kind {
    case .call(let callee, let arguments):
      guard case .member(let base, let member) = callee.kind, let type = typeOfReceiver(base)
      else { return }
      let labels = arguments.map(\.label)
      let key = MethodKey.make(name: member, labels: labels, argumentCount: labels.count, .swift)
      resultVariables[name] = type + "." + key
    case .message(let receiver, let parts):
      guard let type = typeOfReceiver(receiver) else { return }
      let pieces = parts.map(\.piece).filter { !$0.isEmpty }
      let selector =
        parts.contains { $0.argument != nil } ? pieces.map { $0 + ":" }.joined() : pieces.joined()
      resultVariables[name] = type + "." + selector
    default: return
    }
  }
}
