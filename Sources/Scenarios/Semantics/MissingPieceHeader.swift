/// The pieces of a class's header that an implementation file cut without it uses.
///
/// An Objective-C `@implementation X` whose `@interface X : Superclass` is not in the snippet
/// (the `.m` file without its `.h`) still uses what the header declares: its superclass, its
/// properties (`self.containerViewEdge`, `_selectedIndex`), its delegate protocol
/// (`[self.delegate containerViewController:…]`). Read as UIKit, those become wrong
/// diagnostics ("`self.delegate` has no member …, did you mean `parentViewController`?",
/// "`delegate` needs a UINavigationController") or a silently wrong run (a tab bar controller
/// subclass running as a plain controller). Each piece is named here, once, as
/// `scenario.undeclared` ("declared in the class's header, not in this snippet"), with one
/// fix-it for the class: a header stand-in for the block's hidden prelude
/// (`MissingPieceHeader+Writer.swift`). What the code uses decides the shape: the superclass
/// from what `super` and `self` are asked, each property's type from its uses.
struct MissingPieceHeader {
  /// One class's missing header: its pieces, the stand-in, and where the code uses each piece
  /// (the member check's reports there are replaced by these).
  struct Finding {
    var className: String
    var diagnostics: [ScenarioDiagnostic]
    /// `line:column` of every use of a piece.
    var covered: Set<String>
    /// Properties declared by the stand-in (their `_name` instance variables are covered).
    var properties: Set<String>
  }

  /// A property the header declares, with the type its uses imply.
  struct Property: Equatable {
    var name: String
    var type: String
    var location: SourceLocation
  }

  /// A method of the class's own delegate protocol, as the code sends it.
  struct DelegateMethod: Equatable {
    var pieces: [String]
    var hasArguments: Bool
    var returnsValue: Bool
    var location: SourceLocation
    var selector: String {
      hasArguments ? pieces.map { $0 + ":" }.joined() : pieces.joined()
    }
  }

  /// The UIKit containers a headerless class may extend, with the first piece of their
  /// delegates' selectors (`tabBarController:didSelectViewController:`).
  static let containers: [(name: String, delegatePrefix: String)] = [
    ("UINavigationController", "navigationController"),
    ("UITabBarController", "tabBarController"),
    ("UIPageViewController", "pageViewController"),
    ("UISplitViewController", "splitViewController"),
    // A view class (`self.bounds`, `[self addSubview:…]`, `[super initWithFrame:…]`): a
    // paging content view that adds children; no delegate protocol of its own.
    ("UIView", ""),
  ]

  /// Messages every object answers: never a delegate protocol's.
  static let objectMessages: Set<String> = [
    "respondsToSelector:", "conformsToProtocol:", "isKindOfClass:", "isMemberOfClass:", "class",
    "performSelector:", "performSelector:withObject:", "description",
  ]

  let program: Program
  let declaration: ClassDecl
  /// Names the snippet declares as members of the class, or anywhere as properties/methods.
  let declaredMembers: Set<String>
  /// The enumeration constants the snippet leaves out: a property compared with one has
  /// that enumeration's type.
  let constants: MissingPieceConstants
  var uses = MissingPieceUses()

  static func findings(
    _ program: Program, _ language: ScenarioLanguage, constants: MissingPieceConstants
  ) -> [Finding] {
    guard language == .objc else { return [] }
    var declared = Set(program.declaredMethodNames)
    declared.formUnion(program.protocolRequirements)
    for method in program.methods + (program.classes + program.extensions).flatMap(\.methods) {
      declared.insert(method.name)
      declared.insert(method.key(.objc))
    }
    let properties =
      program.properties + (program.classes + program.extensions).flatMap(\.properties)
    for case .declaration(let property) in properties.map(\.kind) {
      declared.insert(property.name)
      if let getter = property.objcGetter { declared.insert(getter) }
    }
    // A property `@synthesize`d here and declared nowhere in the snippet is the header's: its
    // instance variable's uses are the property's (`[contentView addSubview:…]` for
    // `@synthesize contentView;`, `[_mainController release]` for `= _mainController`).
    var findings: [Finding] = []
    for declaration in program.classes
    where declaration.superclass == nil && program.interfaceSuperclasses[declaration.name] == nil
      && !declaration.methods.isEmpty
    {
      var header = MissingPieceHeader(
        program: program, declaration: declaration, declaredMembers: declared,
        constants: constants)
      header.uses.storage = program.synthesizedStorage
      header.uses.collect(declaration)
      if let finding = header.finding() { findings.append(finding) }
    }
    return findings
  }

  // MARK: The superclass

  /// Names the class keeps itself: an instance variable `_name` or a setter `setName:` of its
  /// own. UIKit's instance variables are private, so a container with one of these is the
  /// project's own container, never a subclass of a UIKit class with that member.
  var ownNames: Set<String> {
    var names = Set(uses.ivars.keys.map { String($0.dropFirst()) })
    // Compared with or set to a constant of the project's own header
    // (`self.transitionStyle == BBUSegmentedViewTransitionStyleLeftToRight`): UIKit's property
    // of that name would take UIKit's constants.
    for (name, hints) in uses.hints
    where hints.contains(where: { hint in
      hint.hasPrefix("constant:") && constants.type(of: String(hint.dropFirst(9))) != nil
    }) {
      names.insert(name)
    }
    // A setter that calls `super`'s overrides UIKit's (`setTitle:`): not the class's own.
    for method in declaration.methods where method.parameters.count == 1 {
      let callsSuper = Stmt.expressions(in: method.body).contains { expression in
        var found = false
        expression.walk { node, _ in
          if case .message(let receiver, let parts) = node.kind, receiver.kind == .name("super"),
            parts.first?.piece == method.name
          {
            found = true
          }
        }
        return found
      }
      if !callsSuper, let property = MemberResolver.setterName(method.name) {
        names.insert(property)
      }
    }
    return names
  }

  /// True when the code sends the delegate messages no UIKit delegate protocol has.
  var hasOwnDelegate: Bool {
    uses.delegateMethods.contains { method in
      !Self.containers.contains { method.pieces.first == $0.delegatePrefix }
    }
  }

  /// True when the class sends its delegate a UIKit container's delegate methods
  /// (`tabBarController:shouldSelectViewController:`) but is no such container: a project's
  /// own tab bar controller declares its own protocol with UIKit's method names, and that
  /// declaration, not UIKit's signature, is what the messages follow.
  func mirrorsContainerDelegate(_ superclass: String) -> Bool {
    uses.delegateMethods.contains { method in
      Self.containers.contains { container in
        method.pieces.first == container.delegatePrefix
          && !UIKitSurface.shared.isClass(superclass, kindOf: container.name)
      }
    }
  }

  private static func hasMember(_ name: String, on type: String) -> Bool {
    UIKitSurface.shared.member(named: name, in: type, language: .objc) != nil
  }

  /// The UIKit container the code uses the class as, with the evidence, or nil (a plain
  /// `UIViewController`, the implicit superclass). Only what the code does counts, never the
  /// class's name: a `TabBarController` that adds its own children and shows their views is
  /// a plain controller, a `TabBarViewController` that sets `self.viewControllers` and gives
  /// its children tab bar items is a tab bar controller. A member several containers share
  /// (`viewControllers`) counts for each; one only one container has counts twice; the tab bar
  /// items the code gives (`fVC.tabBarItem = …`) count for the tab bar controller, the only
  /// container that shows them.
  func inferredSuperclass() -> (name: String, reason: String)? {
    let own = ownNames
    var best: (name: String, score: Int, reason: String)?
    var tie = false
    let asked =
      uses.superSelectors.map { ("super", $0) }
      + (Array(uses.selfReads.keys) + Array(uses.selfWrites.keys) + Array(uses.selfMessages.keys))
      .map { ("self", $0) }
    for (candidate, prefix) in Self.containers {
      var score = 0
      var reasons: [String] = []
      // A member the class keeps itself that the container has: not that container.
      if own.contains(where: { Self.hasMember($0, on: candidate) }) { continue }
      if hasOwnDelegate, Self.hasMember("delegate", on: candidate) { continue }
      for (receiver, name) in asked.sorted(by: { $0.1 < $1.1 }) {
        let base = String(name.prefix { $0 != ":" })
        guard !declaredMembers.contains(base), !declaredMembers.contains(name),
          Self.hasMember(name, on: candidate), !Self.hasMember(name, on: "UIViewController")
        else { continue }
        let shared = Self.containers.contains { other in
          other.name != candidate && Self.hasMember(name, on: other.name)
        }
        score += shared ? 1 : 2
        reasons.append(receiver == "super" ? "`[super \(name)]`" : "`self.\(base)`")
      }
      let implementsDelegate = declaration.methods.contains { $0.name == prefix }
      if uses.selfIsDelegate, implementsDelegate {
        score += 2
        reasons.append("`self.delegate = self` with `\(prefix):…`")
      }
      if candidate == "UITabBarController", let item = uses.tabBarItems.first {
        score += 1
        reasons.append("`\(item.receiver).tabBarItem`, an item only a tab bar shows")
      }
      guard score > 0 else { continue }
      if let current = best, current.score == score {
        tie = true
      } else if best == nil || score > best!.score {
        best = (candidate, score, reasons.joined(separator: ", "))
        tie = false
      }
    }
    guard let best, !tie else { return nil }
    return (best.name, best.reason)
  }

  /// The container a class's name suggests (`TabBarController`, `MyNavigationController`),
  /// for the note that says the code is read otherwise; never the superclass itself.
  var containerOfName: String? {
    Self.containers.map(\.name).first { declaration.name.hasSuffix(String($0.dropFirst(2))) }
  }

  // MARK: Properties and the delegate

  /// The header's properties the code reads as `self.name`. An instance variable read alone
  /// (`_name`) is `UndeclaredInstanceVariables`'s; a property the class keeps itself and assigns
  /// (its own setter, `_name = …`) runs as the implicit property it implies
  /// (`Interpreter+Accessors`), as does one assigned that no UIKit class has.
  func properties(superclass: String) -> [Property] {
    let own = ownNames
    var found: [Property] = []
    let reads = uses.selfReads.map { ($0.key, $0.value.first!) }
      .sorted { ($0.1.line, $0.1.column) < ($1.1.line, $1.1.column) }
    for (name, location) in reads {
      if declaredMembers.contains(name) || declaredMembers.contains("_" + name) { continue }
      if synthesized.contains(name) { continue }
      if name == "delegate" || name == "dataSource", !uses.delegateMethods.isEmpty { continue }
      if Self.hasMember(name, on: superclass) { continue }
      let assigned = uses.selfWrites[name] != nil || uses.ivarWrites.contains(name)
      // Assigned, and either the class's own or no UIKit container's: it runs as written.
      let elsewhere = Self.containers.contains { Self.hasMember(name, on: $0.name) }
      if assigned, own.contains(name) || !elsewhere { continue }
      let type =
        setterType(of: name) ?? uses.inferredType(of: name, enumOf: constants.type(of:))
      found.append(Property(name: name, type: type, location: location))
    }
    // `@synthesize contentView;`, `@synthesize p = _p;`: the header declares the property,
    // whatever the code does with it; its first use (through the ivar, `self.p` or `setP:`)
    // is where it is named.
    for name in synthesized.sorted() {
      if declaredMembers.contains(name) || Self.hasMember(name, on: superclass) { continue }
      let setter = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
      let locations =
        (uses.ivars["_" + name] ?? []) + (uses.selfReads[name] ?? [])
        + (uses.selfWrites[name] ?? []) + (uses.selfMessages[setter] ?? [])
        + (uses.selfMessages[name] ?? [])
      guard let first = locations.min(by: { ($0.line, $0.column) < ($1.line, $1.column) })
      else { continue }
      let type =
        setterType(of: name) ?? uses.inferredType(of: name, enumOf: constants.type(of:))
      found.append(Property(name: name, type: type, location: first))
    }
    return found.sorted {
      ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
    }
  }

  /// The properties this implementation `@synthesize`s.
  var synthesized: Set<String> { Set(uses.storage.values) }

  /// The parameter type of the class's own setter (`- (void)setSelectedIndex:(NSInteger)i`):
  /// the header's property type, as written.
  func setterType(of property: String) -> String? {
    let setter = "set" + property.prefix(1).uppercased() + property.dropFirst()
    guard let method = declaration.methods.first(where: { $0.name == setter }),
      method.parameters.count == 1, let written = method.parameterTypes.first?.name
    else { return nil }
    let plain = written.filter { $0 != "*" && $0 != " " }
    let isValue =
      ObjCParser.valueTypes.contains(plain) || program.enums.contains { $0.name == plain }
      || constants.groups.contains { $0.type == plain }
      || ["CGRect", "CGPoint", "CGSize", "UIEdgeInsets", "NSRange"].contains(plain)
      || (UIKitSurface.shared.type(named: plain).map { $0.kind != .class && $0.kind != .protocol }
        ?? false)
    return isValue ? plain + " " : plain + " *"
  }

  func finding() -> Finding? {
    let inferred = inferredSuperclass()
    let superclass = inferred?.name ?? "UIViewController"
    let properties = properties(superclass: superclass)
    let ownDelegate =
      (hasOwnDelegate || mirrorsContainerDelegate(superclass))
      && !declaredMembers.contains("delegate")
    var methods: [DelegateMethod] = []
    if ownDelegate {
      for method in uses.delegateMethods
      where !methods.contains(where: { $0.selector == method.selector }) {
        if declaredMembers.contains(method.pieces.first ?? "") { continue }
        methods.append(method)
      }
    }
    let ownMethods = missingMethods(superclass: superclass, properties: properties)
    let plainNote = inferred == nil ? plainControllerNote() : nil
    guard inferred != nil || !properties.isEmpty || !methods.isEmpty || !ownMethods.isEmpty
    else {
      return plainNote.map {
        Finding(className: declaration.name, diagnostics: [$0], covered: [], properties: [])
      }
    }
    let writer = MissingPieceHeaderWriter(className: declaration.name)
    let standIn = writer.standIn(
      superclass: inferred?.name, properties: properties,
      delegate: ownDelegate && !methods.isEmpty ? methods : nil, methods: ownMethods)
    let fixIt = ScenarioFixIt.prelude(standIn)
    let name = declaration.name
    var diagnostics: [ScenarioDiagnostic] = plainNote.map { [$0] } ?? []
    func add(_ message: String, _ location: SourceLocation, _ why: String) {
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, severity: .error, message: message,
        line: location.line, column: location.column,
        hint: why + "; declare it as the header does, or let `lessons fix` write the header's "
          + "stand-in in the block's hidden prelude")
      diagnostic.fixIts = [fixIt]
      diagnostics.append(diagnostic)
    }
    if let inferred {
      add(
        "`\(name)`'s superclass is declared in the class's header, not in this snippet",
        declaration.location,
        "its code uses it as a `\(inferred.name)` (\(inferred.reason))")
    }
    for property in properties {
      add(
        "`\(property.name)` is not declared in this snippet: it is a property of `\(name)`, "
          + "declared in the class's header", property.location,
        "the code uses it as `\(property.type.trimmingCharacters(in: .whitespaces))`")
    }
    let protocolName = writer.protocolName
    for method in methods {
      add(
        "`\(method.selector)` is a method of `\(protocolName)`, the delegate protocol declared "
          + "in `\(name)`'s header, not in this snippet", method.location,
        "`\(name)` sends it to its own `delegate`")
    }
    for method in ownMethods {
      add(
        "`\(method.selector)` is not declared in this snippet: it is a method of `\(name)` that "
          + "its header or a category declares", method.location,
        "`\(name)` sends it to itself and neither the snippet nor UIKit has it")
    }
    var covered: Set<String> = []
    for method in ownMethods {
      covered.formUnion((uses.selfMessages[method.selector] ?? []).map(Self.key))
    }
    let propertyNames = Set(properties.map(\.name))
    for (name, locations) in uses.selfReads where propertyNames.contains(name) {
      covered.formUnion(locations.map(Self.key))
    }
    for (name, locations) in uses.ivars where propertyNames.contains(String(name.dropFirst())) {
      covered.formUnion(locations.map(Self.key))
    }
    // `[self setContentView:nil]`, `[self contentView]`: the stand-in property's accessors.
    for name in propertyNames {
      let setter = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
      covered.formUnion(
        ((uses.selfMessages[setter] ?? []) + (uses.selfMessages[name] ?? [])).map(Self.key))
    }
    if ownDelegate {
      covered.formUnion(uses.delegateMethods.map { Self.key($0.location) })
      covered.formUnion((uses.selfReads["delegate"] ?? []).map(Self.key))
    }
    if let inferred {
      // What the superclass answers: `self.delegate = self`, `[super initWithRoot…]`.
      for (name, locations) in uses.selfReads.merging(uses.selfMessages, uniquingKeysWith: +)
      where Self.hasMember(name, on: inferred.name) {
        covered.formUnion(locations.map(Self.key))
      }
      covered.formUnion(uses.writeLocations.map(Self.key))
    }
    return Finding(
      className: name, diagnostics: diagnostics, covered: covered, properties: propertyNames)
  }

  /// A note for a class whose name says a UIKit container (`TabBarController`) and whose code
  /// uses it as none: it runs as a `UIViewController` subclass, the superclass its code implies
  /// (a class that adds its children and shows their views is its own container). Said, since
  /// a reader of the name may expect the container.
  func plainControllerNote() -> ScenarioDiagnostic? {
    guard let container = containerOfName else { return nil }
    var evidence: [String] = []
    if uses.addsChildren != nil {
      evidence.append("adds its children (`[self addChildViewController:…]`)")
    }
    if uses.showsChildViews != nil {
      evidence.append("shows their views in its own (`addSubview:` of a child's `view`)")
    }
    let why =
      evidence.isEmpty
      ? "its code asks nothing that only a `\(container)` has"
      : "its code " + evidence.joined(separator: " and ")
        + ", as a container of its own does and a `\(container)` never needs to"
    return ScenarioDiagnostic(
      id: .scenarioUndeclared, severity: .note,
      message:
        "`\(declaration.name)`'s superclass is declared in the class's header, not in this snippet: "
        + "it runs as a `UIViewController` subclass",
      line: declaration.location.line, column: declaration.location.column,
      hint: why + "; if the header says otherwise, declare the class in the block's hidden "
        + "prelude (`@interface \(declaration.name) : \(container)`)")
  }

  /// Messages the class sends itself that nothing declares: not the snippet, not the
  /// superclass, no UIKit container (a container's member is the superclass's question), no
  /// setter of a property (declared, in the stand-in, or implied by an assignment).
  func missingMethods(superclass: String, properties: [Property]) -> [DelegateMethod] {
    var found: [DelegateMethod] = []
    let propertyNames = Set(properties.map(\.name))
    for (selector, locations) in uses.selfMessages {
      let pieces = selector.split(separator: ":").map(String.init)
      guard let base = pieces.first, !declaredMembers.contains(base),
        !declaredMembers.contains(selector), !Self.objectMessages.contains(selector),
        !["alloc", "new", "class", "init", "copy"].contains(selector),
        !Self.hasMember(selector, on: superclass),
        !Self.containers.contains(where: { Self.hasMember(selector, on: $0.name) }),
        !Self.hasMember(selector, on: "UIView")
      else { continue }
      if pieces.count == 1, selector.hasSuffix(":"),
        let property = MemberResolver.setterName(base),
        declaredMembers.contains(property) || propertyNames.contains(property)
          || uses.selfWrites[property] != nil || uses.ivarWrites.contains(property)
      {
        continue
      }
      // `[self centerViewController]`: the getter of a property (declared, in the stand-in,
      // or implied by an assignment).
      if !selector.hasSuffix(":"),
        propertyNames.contains(selector) || uses.selfWrites[selector] != nil
          || uses.ivarWrites.contains(selector) || uses.ivars["_" + selector] != nil
      {
        continue
      }
      let first = locations.min { ($0.line, $0.column) < ($1.line, $1.column) }!
      found.append(
        DelegateMethod(
          pieces: pieces, hasArguments: selector.hasSuffix(":"),
          returnsValue: uses.selfMessageValues.contains(selector), location: first))
    }
    return found.sorted {
      ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
    }
  }

  static func key(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }
}
