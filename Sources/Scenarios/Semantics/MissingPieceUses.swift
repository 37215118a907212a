/// What one class's code does with `self`, `super`, its instance variables and its delegate:
/// the evidence `MissingPieceHeader` infers the left-out header from.
struct MissingPieceUses {
  /// `self.name` read (not assigned), where.
  var selfReads: [String: [SourceLocation]] = [:]
  /// `self.name = value`, where.
  var selfWrites: [String: [SourceLocation]] = [:]
  /// `[self selector…]`, where (the first piece).
  var selfMessages: [String: [SourceLocation]] = [:]
  /// Selectors of `[self …]` messages whose result is used.
  var selfMessageValues: Set<String> = []
  /// `[super selector…]`.
  var superSelectors: [String] = []
  /// `_name` read or assigned, where.
  var ivars: [String: [SourceLocation]] = [:]
  /// Property names assigned through their instance variable (`_name = …`).
  var ivarWrites: Set<String> = []
  /// Messages sent to `self.delegate` / `_delegate`, in source order.
  var delegateMethods: [MissingPieceHeader.DelegateMethod] = []
  /// `self.delegate = self` or `[self setDelegate:self]`.
  var selfIsDelegate = false
  /// What each property's uses say about its type (`member:top`, `subscript`, `compare`, …).
  var hints: [String: [String]] = [:]
  /// Tab bar items the code gives its controllers (`fVC.tabBarItem = item`, `[nav
  /// setTabBarItem:…]`), written as the code writes the receiver: only a tab bar controller
  /// shows them (UITabBarItem's documentation), so they say what the class is.
  var tabBarItems: [(receiver: String, location: SourceLocation)] = []
  /// `[self addChildViewController:…]` and a controller's view added to a view by the class
  /// itself (`[self.contentView addSubview:child.view]`): a container of its own, which a
  /// UIKit container never is (it lays out its children's views itself).
  var addsChildren: SourceLocation?
  var showsChildViews: SourceLocation?
  /// The storage of a property `@synthesize`d with another name or none (`@synthesize p;`,
  /// `@synthesize p = _q;`): instance variable → property. Its uses are the property's.
  var storage: [String: String] = [:]
  /// Where the statements that are a message alone stand (its value unused).
  private var statementMessages: Set<String> = []
  /// Every `self.name = …` location, for the superclass's cover.
  var writeLocations: [SourceLocation] {
    selfWrites.values.flatMap { $0 }
  }

  mutating func collect(_ declaration: ClassDecl) {
    for method in declaration.methods {
      let parameters = Set(method.parameters)
      collect(method.body, parameters)
    }
  }

  private mutating func collect(_ statements: [Stmt], _ parameters: Set<String>) {
    for statement in statements {
      switch statement.kind {
      case .assignment(let target, let value):
        noteWrite(target, value)
        if case .member(let base, let member) = target.kind {
          visit(base, parameters)
          // `self.scrollView.pagingEnabled = YES`: what is set on it says what it is.
          if case .member(let owner, let name) = base.kind, owner.kind == .name("self") {
            hints[name, default: []].append("member:" + member)
          }
        }
        visit(value, parameters)
      case .expression(let expression):
        if case .message = expression.kind {
          statementMessages.insert(MissingPieceHeader.key(expression.location))
        }
        visit(expression, parameters)
      case .declaration(let declaration):
        if let value = declaration.initialValue { visit(value, parameters) }
      case .ifElse(let conditions, let then, let otherwise):
        visit(conditions, parameters)
        collect(then, parameters)
        collect(otherwise ?? [], parameters)
      case .guardElse(let conditions, let body), .whileLoop(let conditions, let body):
        visit(conditions, parameters)
        collect(body, parameters)
      case .forIn(_, let sequence, let body):
        visit(sequence, parameters)
        collect(body, parameters)
      case .returnStatement(let value):
        if let value { visit(value, parameters) }
      case .switchCase(let subject, let cases):
        visit(subject, parameters)
        for each in cases { collect(each.body, parameters) }
      case .deferBlock(let body), .sequence(let body):
        collect(body, parameters)
      case .labeled(_, let inner):
        collect([inner], parameters)
      case .doCatch(let body, let clauses):
        collect(body, parameters)
        for clause in clauses { collect(clause.body, parameters) }
      case .throwStatement(let value):
        visit(value, parameters)
      case .breakStatement, .continueStatement, .labeledJump:
        break
      }
    }
  }

  private mutating func visit(_ conditions: [Condition], _ parameters: Set<String>) {
    for condition in conditions {
      switch condition {
      case .test(let expression), .binding(_, let expression), .pattern(_, let expression):
        visit(expression, parameters)
      }
    }
  }

  private mutating func noteWrite(_ target: Expr, _ value: Expr) {
    switch target.kind {
    case .member(let base, let name) where base.kind == .name("self"):
      selfWrites[name, default: []].append(target.location)
      hints[name, default: []].append(Self.valueHint(value))
      if name == "delegate", value.kind == .name("self") { selfIsDelegate = true }
    case .name(let name) where storage[name] != nil:
      let property = storage[name]!
      ivars["_" + property, default: []].append(target.location)
      ivarWrites.insert(property)
      hints[property, default: []].append(Self.valueHint(value))
    case .name(let name) where Self.isIvar(name):
      ivars[name, default: []].append(target.location)
      ivarWrites.insert(String(name.dropFirst()))
      hints[String(name.dropFirst()), default: []].append(Self.valueHint(value))
    case .member(let base, "tabBarItem"):
      tabBarItems.append((Self.spelling(base), target.location))
    default: break
    }
  }

  /// `fVC`, `self.nav`, `nav1.topViewController`: how the code writes a receiver, for a reason.
  static func spelling(_ expression: Expr) -> String {
    switch expression.kind {
    case .name(let name): return name
    case .member(let base, let name): return spelling(base) + "." + name
    default: return "…"
    }
  }

  private static func isIvar(_ name: String) -> Bool {
    // `_cmd` is every method's selector (objc/message.h), never an instance variable.
    guard name != "_cmd", name.hasPrefix("_"), let second = name.dropFirst().first else {
      return false
    }
    return second.isLowercase
  }

  private static func valueHint(_ value: Expr) -> String {
    switch value.kind {
    case .boolean: return "bool"
    case .number(let number): return number.rounded() == number ? "integer" : "float"
    case .array: return "array"
    case .string: return "string"
    case .name(let name) where name.first?.isUppercase == true: return "constant:" + name
    case .message(let receiver, let parts):
      // `[UIStoryboard storyboardWithName:…]`, `[[UIView alloc] initWithFrame:…]`: an object
      // of the UIKit class the message is sent to (its factory or initializer).
      var receiver = receiver
      if case .message(let inner, let first) = receiver.kind, first.first?.piece == "alloc" {
        receiver = inner
      }
      guard case .name(let name) = receiver.kind,
        let type = UIKitSurface.shared.type(named: name), type.kind == .class
      else { return "" }
      let selector = MissingPieceUses.selector(parts)
      if parts.first?.piece.hasPrefix("init") == true || selector == "new" {
        return "class:" + name
      }
      guard let member = type.members.first(where: { $0.objcName == selector && $0.isClassMember })
      else { return "" }
      let result = member.objcType.filter { $0 != "*" && $0 != " " }
      return result == "instancetype" || result == type.objcName ? "class:" + type.objcName : ""
    default: return ""
    }
  }

  /// `storyboardWithName:bundle:`, `view`: a message's selector.
  static func selector(_ parts: [MessagePart]) -> String {
    let hasArguments = parts.contains { $0.argument != nil }
    return hasArguments ? parts.map { $0.piece + ":" }.joined() : parts.map(\.piece).joined()
  }

  /// Marks the messages that stand alone as statements in `statements` and the statements
  /// nested in them (a block's body is walked as expressions, not through `collect`).
  private mutating func markStatementMessages(_ statements: [Stmt]) {
    for statement in statements {
      if case .expression(let expression) = statement.kind, case .message = expression.kind {
        statementMessages.insert(MissingPieceHeader.key(expression.location))
      }
      switch statement.kind {
      case .ifElse(_, let then, let otherwise):
        markStatementMessages(then + (otherwise ?? []))
      case .guardElse(_, let body), .whileLoop(_, let body), .forIn(_, _, let body),
        .deferBlock(let body), .sequence(let body):
        markStatementMessages(body)
      case .switchCase(_, let cases): markStatementMessages(cases.flatMap(\.body))
      case .labeled(_, let inner): markStatementMessages([inner])
      case .doCatch(let body, let clauses):
        markStatementMessages(body + clauses.flatMap(\.body))
      default: break
      }
    }
  }

  private mutating func visit(_ expression: Expr, _ parameters: Set<String>) {
    expression.walk { node, parent in
      switch node.kind {
      case .closure(let closure):
        markStatementMessages(closure.body)
      case .member(let base, let name) where base.kind == .name("self"):
        selfReads[name, default: []].append(node.location)
        hints[name, default: []].append(Self.useHint(node, parent))
      case .name(let name) where storage[name] != nil && !parameters.contains(name):
        let property = storage[name]!
        ivars["_" + property, default: []].append(node.location)
        hints[property, default: []].append(Self.useHint(node, parent))
      case .name(let name) where Self.isIvar(name) && !parameters.contains(name):
        ivars[name, default: []].append(node.location)
        hints[String(name.dropFirst()), default: []].append(Self.useHint(node, parent))
      case .message(let receiver, let parts):
        let pieces = parts.map(\.piece).filter { !$0.isEmpty }
        let hasArguments = parts.contains { $0.argument != nil }
        let selector = hasArguments ? pieces.map { $0 + ":" }.joined() : pieces.joined()
        let location = parts.first?.location ?? node.location
        if selector == "setTabBarItem:" {
          tabBarItems.append((Self.spelling(receiver), location))
        }
        if [
          "addSubview:", "insertSubview:atIndex:", "insertSubview:aboveSubview:",
          "insertSubview:belowSubview:",
        ].contains(selector),
          case .member(let child, "view")? = parts.first?.argument?.kind,
          child.kind != .name("self"), showsChildViews == nil
        {
          showsChildViews = location
        }
        switch receiver.kind {
        case .name("self"):
          selfMessages[selector, default: []].append(location)
          if selector == "addChildViewController:", addsChildren == nil { addsChildren = location }
          if !statementMessages.contains(MissingPieceHeader.key(node.location)) {
            selfMessageValues.insert(selector)
          }
          if selector == "setDelegate:", parts.first?.argument?.kind == .name("self") {
            selfIsDelegate = true
          }
        case .name("super"): superSelectors.append(selector)
        case .member(let base, "delegate") where base.kind == .name("self"):
          noteDelegate(node, pieces, hasArguments, location, selector)
        case .name("_delegate"):
          noteDelegate(node, pieces, hasArguments, location, selector)
        default: break
        }
      default: break
      }
    }
  }

  private mutating func noteDelegate(
    _ node: Expr, _ pieces: [String], _ hasArguments: Bool, _ location: SourceLocation,
    _ selector: String
  ) {
    guard !MissingPieceHeader.objectMessages.contains(selector) else { return }
    let returnsValue = !statementMessages.contains(MissingPieceHeader.key(node.location))
    delegateMethods.append(
      .init(
        pieces: pieces, hasArguments: hasArguments, returnsValue: returnsValue,
        location: location))
  }

  /// What the expression holding a use of the property does with it.
  private static func useHint(_ node: Expr, _ parent: Expr?) -> String {
    guard let parent else { return "" }
    switch parent.kind {
    case .member(_, let member): return "member:" + member
    case .subscriptIndex(let base, _): return base == node ? "subscript" : "index"
    case .message(let receiver, let parts):
      let selector = parts.map(\.piece).joined(separator: ":")
      // Memory management (MRC's `[_p release]`) says nothing of the class: every object has it.
      if receiver == node, ["release", "retain", "autorelease"].contains(selector) { return "" }
      return receiver == node ? "receiver:" + selector : "argument:" + selector
    case .binary(let op, let left, let right):
      let other = left == node ? right : left
      if case .name(let name) = other.kind, name.first?.isUppercase == true {
        return "constant:" + name
      }
      if ["&&", "||"].contains(op) { return "bool" }
      return "number"
    case .unary("!", _): return "bool"
    case .typeCast(_, let type, _):
      return ObjCParser.valueTypes.contains(type) && type != "id" ? "number" : ""
    default: return ""
    }
  }

  /// The type the stand-in declares the property with, from what its uses need.
  func inferredType(of name: String, enumOf: (String) -> String? = { _ in nil }) -> String {
    let hints = self.hints[name] ?? []
    func any(_ prefixes: [String]) -> Bool {
      hints.contains { hint in prefixes.contains { hint == $0 || hint.hasPrefix($0 + ":") } }
    }
    func anyMember(_ members: [String]) -> Bool {
      hints.contains { hint in members.contains { hint == "member:" + $0 } }
    }
    // Assigned an object of a UIKit class (`[UIStoryboard storyboardWithName:…]`): that class.
    if let made = hints.first(where: { $0.hasPrefix("class:") }) {
      return String(made.dropFirst("class:".count)) + " *"
    }
    if anyMember(["top", "bottom", "left", "right"]) { return "UIEdgeInsets " }
    if anyMember(["origin", "size"]) { return "CGRect " }
    if anyMember(["width", "height"]) { return "CGSize " }
    if let constant = hints.first(where: { $0.hasPrefix("constant:") }),
      let type = enumOf(String(constant.dropFirst("constant:".count)))
    {
      return type + " "
    }
    let arrayUses = [
      "subscript", "member:count", "member:firstObject", "member:lastObject",
      "receiver:objectAtIndex", "receiver:indexOfObject", "receiver:containsObject",
      "receiver:count", "receiver:firstObject", "receiver:lastObject",
      "receiver:enumerateObjectsUsingBlock", "array",
    ]
    if any(arrayUses) { return "NSArray *" }
    // A view, control, gesture recognizer or controller: the UIKit class whose members the
    // uses name (MissingPieceUses+Classes).
    let (members, arguments) = usedMembers(of: name)
    if let found = Self.bestClass(members: members, arguments: arguments, name: name) {
      return found + " *"
    }
    let controllerUses = [
      "argument:addChildViewController", "argument:presentViewController",
      "argument:pushViewController", "argument:transitionFromViewController",
      "receiver:didMoveToParentViewController", "receiver:willMoveToParentViewController",
      "receiver:removeFromParentViewController", "member:view", "receiver:view",
      "member:navigationController", "member:parentViewController", "member:tabBarItem",
    ]
    if hints.contains(where: { hint in controllerUses.contains { hint.hasPrefix($0) } }) {
      return "UIViewController *"
    }
    // `pagingEnabled`, `contentSize`: only a scroll view among UIKit's views has them.
    if hints.contains(where: { hint in
      Interpreter.scrollViewMembers.contains { hint == "member:" + $0 || hint == "receiver:" + $0 }
    }) {
      return "UIScrollView *"
    }
    let viewUses = [
      "argument:addSubview", "receiver:addSubview", "receiver:removeFromSuperview",
      "member:frame", "member:bounds", "member:subviews", "member:superview",
      "member:backgroundColor", "member:hidden", "member:alpha", "member:center",
      "receiver:insertSubview", "receiver:bringSubviewToFront",
    ]
    if hints.contains(where: { hint in viewUses.contains { hint.hasPrefix($0) } }) {
      return "UIView *"
    }
    if any(["string"]) { return "NSString *" }
    if any(["float"]) { return "CGFloat " }
    if any(["number", "index", "integer"]) { return "NSInteger " }
    if any(["bool"]) { return "BOOL " }
    return "id "
  }
}
