import Containment

/// The app's own members of UIKit's view classes: `extension UIView { func pinToSuperview() }`,
/// `@implementation UIView (Frame) - (CGFloat)height … @end`. A category's methods are the
/// class's methods (The Objective-C Programming Language, "Categories and Extensions"), so
/// they run on every view of that class or a subclass, with the view as `self`; Objective-C
/// dot syntax reads a getter and assigning sends `set<Name>:`.
extension Interpreter {
  /// The extension whose methods apply to `view` (the most specific class first), or nil.
  func viewExtension(of view: UIView) -> ClassInfo? {
    if let own = viewClassInfo(of: view) { return own }
    let matching = viewExtensions.filter { isViewInstance(view, of: $0.name) }
    return matching.first { $0.name != "UIView" } ?? matching.first
  }

  /// The extension whose type members `UILabel.widthWith(title:)` reaches: the project's
  /// extension of that UIKit view class, else of its nearest ancestor (linked to the farther
  /// ones). An extension's `static` / `class` members are the type's (TSPL "Extensions":
  /// "Extensions can add new … type methods"), and a subclass inherits type methods as it
  /// does instance ones, so `UILabel.make()` finds `extension UIView { class func make() }`.
  func viewExtensionForType(_ className: String) -> ClassInfo? {
    guard classes[className] == nil, UIKitSurface.shared.type(named: className) != nil else {
      return nil
    }
    if let own = viewExtensions.first(where: { $0.name == className }) { return own }
    let surface = UIKitSurface.shared
    let matching = viewExtensions.filter { surface.isClass(className, kindOf: $0.name) }
    return matching.first { candidate in
      matching.allSatisfy { $0 === candidate || surface.isClass(candidate.name, kindOf: $0.name) }
    }
  }

  /// Whether `value`'s class (the code's own class, its extensions or a view's) has the
  /// method `use` names: an optional protocol requirement called with `?()` runs only then.
  func implements(_ use: MemberResolver.Use, _ value: Value) -> Bool {
    if case .controller(let controller as InterpretedController) = value,
      controller.classInfo?.method(calledAs: use, language) != nil
    {
      return true
    }
    if case .view(let view) = value, let info = viewExtension(of: view),
      info.method(calledAs: use, language) != nil
    {
      return true
    }
    if let info = valueTypeInfo(value), info.method(calledAs: use, language) != nil {
      return true
    }
    return false
  }

  /// Puts the project's categories and extensions of UIKit's view classes into the class
  /// hierarchy, as the Objective-C runtime adds a category's methods to its class: each
  /// extension's superclass is the nearest extension of a real superclass (`UIButton (Title)`
  /// over `UIView (Frame)`), and each of the snippet's view classes whose chain ends at a
  /// UIKit class continues into the nearest extension of its real ancestor. So `HJ_x` of
  /// `UIView (HJ_Category)` is found on a `TitleButton : UIButton` that has methods of its own,
  /// and `[super HJ_x]` reaches the category (FIDELITY-SURFACE.md C26).
  func linkViewExtensions() {
    let surface = UIKitSurface.shared
    /// The most specific extension of `real` or an ancestor (`strictly`: of an ancestor only).
    func nearest(_ real: String, strictly: Bool) -> ClassInfo? {
      let matching = viewExtensions.filter { each in
        (each.name == real && !strictly)
          || (each.name != real && surface.isClass(real, kindOf: each.name))
      }
      return matching.first { candidate in
        matching.allSatisfy { $0 === candidate || surface.isClass(candidate.name, kindOf: $0.name) }
      }
    }
    for each in viewExtensions where each.superclass == nil {
      each.superclass = nearest(each.name, strictly: true)
    }
    for declaration in program.classes {
      guard let info = classes[declaration.name], program.isViewClass(declaration.name),
        let top = info.chain.last, top.superclass == nil,
        let real = realClassName(of: declaration.name),
        let ext = nearest(real, strictly: false), ext !== top
      else { continue }
      top.superclass = ext
    }
  }

  /// True when a view class of UIKit declares `name`: the view's own, or (since an outlet
  /// of a class the model does not make, a `UITabBar`, is known as a plain `UIView`) any.
  func isViewClassMember(_ name: String, _ value: Value) -> Bool {
    Self.viewClassMemberNames.contains(name)
  }

  /// Every member name of UIKit's view classes, in both spellings, the inherited ones
  /// included (`UIResponder`'s `isFirstResponder`, `UITraitEnvironment`'s `traitCollection`).
  static let viewClassMemberNames: Set<String> = {
    let surface = UIKitSurface.shared
    var names: Set<String> = []
    for type in KnownTypes.views {
      for member in surface.allMembers(of: type).map(\.member) {
        names.insert(member.swiftBaseName)
        names.insert(String(member.objcName.prefix { $0 != ":" }))
      }
    }
    return names
  }()

  func isViewValue(_ value: Value) -> Bool {
    if case .view = value { return true }
    return false
  }

  /// `[view pinToSuperview]`, `[view setHeight:5]`: a category method sent to a view, or nil.
  func viewExtensionMessage(
    _ use: MemberResolver.Use, to receiver: Value, _ arguments: [Value],
    at location: SourceLocation, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    // A string's category method (`[@"title" localized]`) too.
    guard isViewValue(receiver) || receiver.isString, let info = valueTypeInfo(receiver),
      let (method, owner, bound) = info.method(calledAs: use, language), !method.isStatic
    else { return nil }
    return try invoke(
      method, of: owner, on: context.receiver,
      arguments: try bind(arguments, bound, method, context.receiver, owner),
      at: location, valueSelf: receiver)
  }

  /// `view.height = 5` with a category setter `setHeight:` (Objective-C) or a computed
  /// property's setter (Swift): sent; false when the extension has none.
  func setViewExtensionProperty(
    _ name: String, of base: Value, to value: Value, at location: SourceLocation,
    _ context: MethodContext
  ) throws(Interrupt) -> Bool {
    guard case .view = base, let info = valueTypeInfo(base) else { return false }
    guard let (method, owner) = setterMethod(name, in: info) else { return false }
    _ = try invoke(
      method, of: owner, on: context.receiver, arguments: [value], at: location, valueSelf: base)
    return true
  }

  private func setterMethod(_ name: String, in info: ClassInfo) -> (MethodDecl, ClassInfo)? {
    guard language == .objc else { return swiftSetter(name, in: info) }
    let use = MemberResolver.Use.message(
      ["set" + name.prefix(1).uppercased() + name.dropFirst()], hasArguments: true)
    guard let (method, owner, _) = info.method(calledAs: use, language) else { return nil }
    return (method, owner)
  }
}

/// The stand-in `lessons fix` writes for a member of a view class that the project's own
/// category or extension declares and the excerpt leaves out (`view.height` of a
/// `UIView+Frame` category, `view.pinToSuperview()`): an extension in the hidden prelude
/// whose property reads 0 (a geometry name) or nil and whose method does nothing, so the run
/// goes on and shows what the project's code would have to do.
enum ViewMemberStandIn {
  /// Geometry names frame categories give views; they stand in as `CGFloat` 0.
  static let geometryNames: Set<String> = [
    "x", "y", "width", "height", "top", "left", "bottom", "right", "centerX", "centerY",
    "minX", "maxX", "minY", "maxY", "midX", "midY", "originX", "originY", "sizeWidth",
    "sizeHeight",
  ]

  /// A geometry name, or one ending in a geometry word (`frameWidth`, `viewHeight`,
  /// `originX`): a number, as the frame categories' accessors are.
  static func isGeometry(_ name: String) -> Bool {
    if geometryNames.contains(name) { return true }
    // `sp_width`, `mj_x`, `ms_centerX`: a frame category whose accessors carry the project's
    // prefix (the usual way to keep a category's names from clashing).
    // `HJ_x`, `HJ_Width`, `HJ_CenterX`: a capital prefix, and the word capitalised after it.
    if let underscore = name.firstIndex(of: "_"), underscore != name.startIndex,
      name[..<underscore].allSatisfy(\.isLetter)
    {
      let word = name[name.index(after: underscore)...]
      if geometryNames.contains(word.prefix(1).lowercased() + word.dropFirst()) { return true }
    }
    let words = ["Width", "Height", "Top", "Left", "Bottom", "Right", "X", "Y"]
    return words.contains { word in
      name.hasSuffix(word) && name.count > word.count
        && name.dropLast(word.count).last?.isLowercase == true
    }
  }

  static func fixIt(
    _ use: MemberResolver.Use, on type: String, _ language: ScenarioLanguage
  ) -> ScenarioFixIt {
    let body: String
    switch (use, language) {
    case (.property(let name), .objc):
      let type = isGeometry(name) ? "CGFloat" : "id"
      let setter = "set" + name.prefix(1).uppercased() + name.dropFirst()
      body =
        "- (\(type))\(name) { return \(type == "id" ? "nil" : "0"); }\n"
        + "- (void)\(setter):(\(type))value {}"
    case (.property(let name), .swift):
      let type = isGeometry(name) ? "CGFloat" : "Any?"
      body = "var \(name): \(type) {\n  get { \(type == "CGFloat" ? "0" : "nil") }\n  set {}\n}"
    case (.message(let pieces, let hasArguments), _):
      let selector =
        hasArguments
        ? pieces.enumerated().map { "\($1):(id)a\($0)" }.joined(separator: " ") : pieces[0]
      body = "- (void)\(selector) {}"
    case (.swiftCall(let name, let labels, _), _):
      let parameters = labels.enumerated().map { index, label in
        "\(label ?? "_") a\(index): Any?"
      }
      body = "func \(name)(\(parameters.joined(separator: ", "))) {}"
    }
    if language == .objc {
      return .prelude("@implementation \(type) (StandIns)\n\(body)\n@end")
    }
    return .prelude("extension \(type) {\n\(body)\n}")
  }
}
