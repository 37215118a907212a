import Containment

/// View classes the scenario declares (`@interface BoxView : UIView`): created as views, with
/// their `@property` values kept (FIDELITY-SURFACE.md C8).
extension Interpreter {
  /// A new view of the scenario class `className`, its properties zero-filled.
  func makeView(className: String, frame: CGRect) -> InterpretedView {
    let info = classes[className]
    let view = InterpretedView(className: className, classInfo: info, frame: frame)
    var current = info
    var steps = 0
    while let each = current, steps < 64 {
      for case .declaration(let declaration) in each.properties.map(\.kind) {
        let key = storageKey(declaration.name)
        if view.properties[key] == nil {
          view.properties[key] = zeroValue(ofType: declaration.typeName)
        }
      }
      current = each.superclass
      steps += 1
    }
    return view
  }

  /// Reports what of a view class the model cannot run: its methods would be overrides of
  /// UIView (`layoutSubviews`, `didMoveToSuperview` …) the model never calls, and initial
  /// values would need a `self` that is a view. Reported, never silently left out.
  func checkViewClass(_ declaration: ClassDecl) throws(Interrupt) {
    if let method = declaration.methods.first {
      throw Interrupt(
        .unsupported(
          "a method of the UIView subclass `\(declaration.name)` (`\(method.key(language))`)",
          instead: "UIView subclasses without methods (their properties are kept); methods "
            + "of view controller classes"), at: method.location)
    }
    for case .declaration(let property) in declaration.properties.map(\.kind)
    where property.initialValue != nil {
      throw Interrupt(
        .unsupported(
          "an initial value of a property of the UIView subclass `\(declaration.name)` "
            + "(`\(property.name)`)",
          instead: "properties that start zero-filled (`@property`), assigned after the view "
            + "is created"),
        at: property.initialValue?.location ?? declaration.location)
    }
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
    switch type {
    case "UIWindow": return view is UIWindow
    case "UIControl": return view is UIControl
    case "UIButton": return view is UIButton
    case "UISegmentedControl": return view is UISegmentedControl
    case "UILabel": return view is UILabel
    case "UIImageView": return view is UIImageView
    case "UIScrollView": return view is UIScrollView
    case "UIStackView": return view is UIStackView
    default: break
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
    return false
  }
}
