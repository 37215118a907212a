import Containment

/// View classes the scenario declares (`@interface BoxView : UIView`, `class Card: UIButton`):
/// created as views, with their stored properties kept and their methods run with the view as
/// `self` when the code calls them or creates the view (its initializers). UIKit calls the
/// view hierarchy's hooks (`didMoveToSuperview`, `willMove(toWindow:)`, `layoutSubviews` …,
/// FIDELITY A36); its other calls of a view's overrides (`draw(_:)`) are not modelled
/// (FIDELITY-SURFACE.md C8): such an override runs only where the code calls it.
extension Interpreter {
  /// A new view of the scenario class `className`: its stored properties zero-filled, then
  /// their initial values evaluated with the view as `self`, superclass first (Swift's phase
  /// one of initialization).
  func makeView(className: String, frame: CGRect) throws(Interrupt) -> InterpretedView {
    let info = classes[className]
    let view = appViewObject(of: className, frame: frame)
    view.viewState.className = className
    view.viewState.classInfo = info
    view.viewState.interpreter = self
    // A35.3: a subclass of a table or collection view cell is a cell (its content view).
    if let kind = listCellKind(of: className) { view.becomeCell(kind, reuseIdentifier: nil) }
    let chain = info?.chain ?? []
    for each in chain {
      for case .declaration(let declaration) in each.properties.map(\.kind) {
        // `override var frame: CGRect { didSet { … } }` observes UIKit's property: no
        // storage of its own (Interpreter+ViewObserverOverrides).
        if isViewObserverOverride(declaration, of: each.name) { continue }
        let key = storageKey(declaration.name)
        if view.properties[key] == nil {
          view.properties[key] = zeroValue(ofType: declaration.typeName)
        }
      }
    }
    guard let owner = fileScopeOwner else { return view }
    for each in chain.reversed() {
      for property in each.properties {
        guard case .declaration(let declaration) = property.kind,
          let initial = declaration.initialValue
        else { continue }
        simulation.currentSourceLine = property.location.line
        let context = MethodContext(receiver: owner, classInfo: each, valueSelf: .view(view))
        let value = try evaluate(initial, in: Scope(parent: nil), context)
        view.properties[storageKey(declaration.name)] = value
        name(value, declaration.name)
      }
    }
    return view
  }

  /// The object a view of `className` is: an instance of the modelled class nearest its real
  /// ancestor (`AppButton` for `class TitleButton: UIButton`, `AppScrollView` for a
  /// `UITextView` or a paging view over `UIScrollView`), so the modelled members of that
  /// class work on it (C26); a plain view for `UIView` and for classes the model keeps as
  /// plain views (a cell is one made a cell, A35.3). A button takes the type
  /// `buttonWithType:` gives it (`buttonTypeOfNextView`).
  private func appViewObject(of className: String, frame: CGRect) -> InterpretedView {
    let surface = UIKitSurface.shared
    let real = realClassName(of: className) ?? "UIView"
    func isKind(_ name: String) -> Bool { real == name || surface.isClass(real, kindOf: name) }
    if listCellKind(of: className) != nil || isKind("UIWindow") {
      return AppPlainView(frame: frame)
    }
    if isKind("UITableView") { return AppTableView(frame: frame) }
    if isKind("UICollectionView") {
      return AppCollectionView(frame: frame, layout: UICollectionViewFlowLayout())
    }
    if isKind("UIButton") {
      guard let type = buttonTypeOfNextView else { return AppButton(frame: frame) }
      buttonTypeOfNextView = nil
      let button = AppButton(type: type)
      button.frame = frame
      return button
    }
    if isKind("UISegmentedControl") { return AppSegmentedControl(frame: frame) }
    if isKind("UIControl") { return AppControl(frame: frame) }
    if isKind("UILabel") { return AppLabel(frame: frame) }
    if isKind("UIImageView") { return AppImageView(frame: frame) }
    if isKind("UIScrollView") { return AppScrollView(frame: frame) }
    if isKind("UIStackView") { return AppStackView(frame: frame) }
    return AppPlainView(frame: frame)
  }

  /// Notes each override in a view class of a UIKit method UIKit itself calls
  /// (`layoutSubviews`, `didMoveToSuperview`, `draw(_:)`): the model makes no such call, so
  /// the override runs only where the code calls it, and the reader sees that under the trace
  /// (`scenario.inert`), never a silent gap.
  func noteViewOverrides(_ declaration: ClassDecl) {
    guard let real = realClassName(of: declaration.name) else { return }
    let surface = UIKitSurface.shared
    for method in declaration.methods {
      let key = method.key(language)
      // A35.3: the model calls a cell's `awakeFromNib` and `prepareForReuse` itself.
      if listCellKind(of: declaration.name) != nil,
        ["awakeFromNib", "awakeFromNib()", "prepareForReuse", "prepareForReuse()"].contains(key)
      {
        continue
      }
      // A36: the model calls the view hierarchy's hooks itself.
      if Self.viewHierarchyHookKeys.contains(key) { continue }
      guard !Self.isInitializerKey(key),
        let match = surface.member(named: key, in: real, language: language),
        match.member.kind == .method
      else { continue }
      noteInert(key, match.owner.framework, at: method.location)
    }
  }

  /// The keys of the view hierarchy's hooks in both languages (`willMove(toSuperview:)`,
  /// `willMoveToSuperview:`), which UIKit calls on the app's view classes (FIDELITY A36).
  static let viewHierarchyHookKeys: Set<String> = Set(
    (APIMember.viewHierarchyHooks + [.updateConstraints]).flatMap {
      [$0.swiftMethodKey, $0.objcSelector]
    })

  /// `X()`, `X(frame:)`, `[[X alloc] initWithFrame:…]`, `[[X alloc] init]` of a view class
  /// that declares initializers: the one called runs with the view as `self`. UIView's `init`
  /// is `initWithFrame:` with a zero frame (UIView.h), so a class that overrides only
  /// `init(frame:)` has it run for `X()` too.
  func runViewInitializer(
    _ view: InterpretedView, labels: [String?], _ arguments: [EvaluatedArgument],
    objcInit: Bool, at location: SourceLocation
  ) throws(Interrupt) {
    guard let info = view.classInfo, let owner = fileScopeOwner else { return }
    let use: MemberResolver.Use
    if objcInit || language == .objc {
      let pieces = objcInit ? labels.compactMap { $0 } : ["init"]
      use = .message(pieces.isEmpty ? ["init"] : pieces, hasArguments: !arguments.isEmpty)
    } else {
      use = .swiftCall("init", labels: labels, trailing: arguments.map(\.isTrailing))
    }
    var values = arguments.map(\.value)
    var found = info.method(calledAs: use, language)
    if found == nil, arguments.isEmpty {
      let withFrame: MemberResolver.Use =
        language == .objc
        ? .message(["initWithFrame"], hasArguments: true)
        : .swiftCall("init", labels: ["frame"], trailing: [false])
      found = info.method(calledAs: withFrame, language)
      values = [.rect(view.frame)]
    }
    guard let (method, methodOwner, bound) = found else { return }
    _ = try invoke(
      method, of: methodOwner, on: owner,
      arguments: try bind(values, bound, method, owner, methodOwner), at: location,
      valueSelf: .view(view))
  }

  /// `super.x` in a method of a view class: the declared superclass's method, UIKit's
  /// initializer (which returns the view the model made), or UIKit's own member of the view.
  func callViewSuper(
    _ use: MemberResolver.Use, _ arguments: [Value], on view: Value, at location: SourceLocation,
    _ context: MethodContext
  ) throws(Interrupt) -> Value {
    if let parent = context.classInfo?.superclass,
      let (method, owner, bound) = parent.method(calledAs: use, language)
    {
      return try invoke(
        method, of: owner, on: context.receiver,
        arguments: try bind(arguments, bound, method, context.receiver, owner), at: location,
        valueSelf: view)
    }
    if Self.isInitializerKey(use.baseName) { return view }
    if case .property(let name) = use {
      return try readMember(name, of: view, at: location, throughAccessors: false)
    }
    if let property = MemberResolver.setterProperty(use), let value = arguments.first {
      try setMember(property, of: view, value, at: location)
      return .void
    }
    let evaluated = arguments.map {
      EvaluatedArgument(label: nil, value: $0, isTrailing: false, location: location)
    }
    let member = try resolve(use, on: view, at: location)
    return try perform(member, on: view, evaluated, at: location)
  }

  /// The view class a view's own methods come from, when its class declares any.
  func viewClassInfo(of view: UIView) -> ClassInfo? {
    guard let info = (view as? InterpretedView)?.classInfo,
      info.chain.contains(where: { !$0.methods.isEmpty })
    else { return nil }
    return info
  }

  /// `[box openSide]` and `[box setOpenSide:x]` for a property of a scenario view class (its
  /// synthesized accessors); nil when `use` is neither.
  func viewAccessor(
    _ use: MemberResolver.Use, of view: InterpretedView, _ arguments: [EvaluatedArgument]
  ) -> Value? {
    guard case .message(let pieces, let hasArguments) = use, pieces.count == 1 else { return nil }
    if !hasArguments { return view.properties[storageKey(pieces[0])] }
    guard let property = MemberResolver.setterName(pieces[0]),
      view.properties[storageKey(property)] != nil, let argument = arguments.first
    else { return nil }
    setViewProperty(property, of: view, argument.value)
    return .void
  }

  /// Sets a property of a scenario view class.
  func setViewProperty(_ property: String, of view: InterpretedView, _ value: Value) {
    let key = storageKey(property)
    view.properties[key] = value
    name(value, key)
  }

  /// True when `view` is of the scenario class `type` or one it inherits from.
  func isViewInstance(_ view: UIView, of type: String) -> Bool {
    if ["UIView", "UIResponder", "NSObject"].contains(type) { return true }
    // A UIKit class: the view's real class (the surface's name for it) is that class or a
    // subclass of it.
    let surface = UIKitSurface.shared
    if let real = surface.type(named: type)?.objcName,
      let own = surfaceTypeName(of: .view(view)),
      surface.isClass(own, kindOf: real)
    {
      return true
    }
    guard let interpreted = view as? InterpretedView else { return false }
    var name: String? = interpreted.className
    var steps = 0
    while let current = name, steps < 64 {
      if current == type { return true }
      name =
        program.classes.first { $0.name == current }?.superclass
        ?? program.interfaceSuperclasses[current]
      steps += 1
    }
    // A protocol its class adopts (Interpreter+SwiftProtocols).
    return language == .swift && adopts(interpreted.className, type)
  }
}
