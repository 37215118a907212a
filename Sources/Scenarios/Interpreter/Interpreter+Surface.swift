import Containment

/// Classes the surface API models: views and controls (created like `UIView`), and the
/// Foundation and UIKit types tutorials name next to them.
enum SurfaceClasses {
  static let views = [
    "UIButton", "UILabel", "UIImageView", "UISegmentedControl", "UIScrollView", "UIStackView",
    "UIControl", "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell",
    "UISwitch", "UISlider", "UIStepper", "UIPageControl", "UITextField", "UIDatePicker",
  ]
  static let others = [
    "UIColor", "UIImage", "NotificationCenter", "NSNotificationCenter", "Notification",
    "NSNotification", "DispatchQueue", "DispatchTime", "NSLayoutConstraint", "UIStoryboard",
    "OperationQueue", "NSOperationQueue", "UIScreen", "NSException", "NSArray", "NSMutableArray",
    "UIApplication", "IndexPath", "NSIndexPath", "UICollectionViewFlowLayout", "UINib",
    "NSNumber", "NSCharacterSet", "CharacterSet", "Timer", "NSTimer", "RunLoop", "NSRunLoop",
    "CADisplayLink", "UIAlertController", "UIAlertAction", "UIPopoverController",
  ]

  static func contains(_ name: String) -> Bool { views.contains(name) || others.contains(name) }
}

/// The hooks the interpreter's generic paths call for the surface API: receivers of the
/// new view classes, members, setters, creation and class-level calls.
extension Interpreter {
  /// The receivers whose members a view has, most specific first.
  func viewReceivers(_ view: UIView) -> [ModelledAPI.Receiver] {
    // A35.3: a cell, UIKit's or a subclass the scenario declares.
    if let parts = view.cellParts {
      return parts.kind == .table ? [.tableCell, .view] : [.collectionCell, .view]
    }
    switch view {
    case is UITableView: return [.tableView, .scrollView, .view]
    case is UICollectionView: return [.collectionView, .scrollView, .view]
    case is UIWindow: return [.window, .view]
    case is UIButton: return [.button, .control, .view]
    case is UISegmentedControl: return [.segmentedControl, .control, .view]
    case is UISwitch: return [.switchControl, .control, .view]
    case is UISlider: return [.slider, .control, .view]
    case is UIStepper: return [.stepper, .control, .view]
    case is UIPageControl: return [.pageControl, .control, .view]
    case is UITextField: return [.textField, .control, .view]
    case is UIControl: return [.control, .view]
    case is UILabel: return [.label, .view]
    case is UIImageView: return [.imageView, .view]
    case is UIScrollView: return [.scrollView, .view]
    case is UIStackView: return [.stackView, .view]
    default:
      // C47: a tab bar (a tab bar controller's, or one the code makes).
      if let name = surfaceTypeName(of: .view(view)),
        UIKitSurface.shared.isClass(name, kindOf: "UITabBar")
      {
        return [.tabBar, .view]
      }
      return [.view]
    }
  }

  /// `Builtins.unsupportedClass`, for a class the scenario does not declare itself: an app's
  /// `CATransitionDetailController` or `UITabBarControllerCustom` is the app's class, whatever
  /// framework prefix its name starts with (FIDELITY-SURFACE.md C28).
  func unsupportedFrameworkClass(_ name: String) -> ScenarioProblem? {
    if classes[name] != nil || declaresType(name) { return nil }
    return Builtins.unsupportedClass(name)
  }

  /// `X(…)` / `[[X alloc] init…]` for the surface classes; nil for other classes. What each
  /// initializer makes is its declaration's (`UIKitType.initializers`, one file per class
  /// under `UIKit/`); this only finds the one written.
  func createSurface(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard SurfaceClasses.contains(className) else { return nil }
    let written: String
    if objcInit {
      written = labels.compactMap { $0 }.joined(separator: ":") + (arguments.isEmpty ? "" : ":")
    } else {
      written = className + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
    // A35: tables, collection views and their cells are made by areas' list model.
    if ["UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell"].contains(
      className)
    {
      return try createList(className, written, arguments, at: location)
    }
    let spelling: ScenarioLanguage = objcInit ? .objc : .swift
    let declared = (UIKitDeclarations.initializers[className] ?? []).filter {
      spelling == .swift || !$0.objcPieces.isEmpty
    }
    if let initializer = declared.first(where: { $0.spelling(spelling) == written }) {
      let call = try bind(initializer, on: .classReference(className), arguments, at: location)
      return try initializer.behaviour.read(call)
    }
    if SurfaceClasses.views.contains(className) {
      throw Interrupt(
        .wrongLabel(
          written: written,
          expected: declared.map { $0.spelling(spelling) }.joined(separator: "` or `")),
        at: location)
    }
    if let made = try realInitializerValue(className, written, at: location) { return made }
    // What the model creates of the class, named rather than a document the user may not have.
    let swiftSpellings = (UIKitDeclarations.initializers[className] ?? []).map {
      "`" + $0.spelling(.swift) + "`"
    }
    throw Interrupt(
      .unsupported(
        "`\(written)`",
        instead: swiftSpellings.isEmpty
          ? "the class's other members" : swiftSpellings.joined(separator: ", ")),
      at: location)
  }

  /// `UIColor(cgColor:)`, `[UIColor colorWithHue:…]`, `UIImage()`: any other real
  /// initializer or factory of a surface class makes what its type is (a colour the model
  /// keeps no components of, an image without a name), noted inert; nil when the class has
  /// no such member, or it can call back.
  private func realInitializerValue(
    _ className: String, _ written: String, at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    let name =
      written.hasPrefix(className + "(") ? "init" + written.dropFirst(className.count) : written
    let surface = UIKitSurface.shared
    guard let match = surface.member(named: name, in: className, language: language),
      match.member.kind == .initializer || match.member.kind == .method,
      !surface.classify(match).isNeverInert
    else { return nil }
    noteInert(written, match.owner.framework, at: location)
    // What a value of the class is (a colour, an image), as any inert result of its type.
    let value = Self.zeroValue(ofSwiftType: surface.type(named: className)?.swiftName ?? className)
    switch value {
    case .surface(.inert): return nil
    case .surface: return value
    default: return nil
    }
  }

  // MARK: Conversions

  func strings(_ value: Value, _ context: String, at location: SourceLocation) throws(Interrupt)
    -> [String]
  {
    // `initWithItems:nil`: UIKit's items are optional (no segments).
    if case .null = value { return [] }
    guard case .array(let items) = value else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "an array of strings", found: value.kindDescription),
        at: location)
    }
    var result: [String] = []
    for item in items {
      switch item {
      case .string(let text): result.append(text)
      case .surface(.image(let name)): result.append(name)
      default:
        throw Interrupt(
          .typeMismatch(context: context, expected: "strings", found: item.kindDescription),
          at: location)
      }
    }
    return result
  }

  func buttonType(_ value: Value, _ context: String, at location: SourceLocation) throws(Interrupt)
    -> String
  {
    if case .surface(.buttonType(let name)) = value { return name }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a button type (`.system`)", found: value.kindDescription),
      at: location)
  }

  func controlEvents(_ value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> UIControl.Event
  {
    switch value {
    case .surface(.controlEvents(let events)): return events
    case .array(let items):
      var union = UIControl.Event()
      for item in items { union.formUnion(try controlEvents(item, context, at: location)) }
      return union
    case .number(let bits) where bits >= 0 && bits < 4e9:
      return UIControl.Event(rawValue: UInt(bits))
    case .integer(let bits) where bits >= 0 && bits < 4_000_000_000:
      return UIControl.Event(rawValue: UInt(bits))
    default:
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "control events (`.touchUpInside`)",
          found: value.kindDescription),
        at: location)
    }
  }

  func wholeNumber(_ value: Value, _ context: String, at location: SourceLocation) throws(Interrupt)
    -> Int
  {
    let number = try number(value, context, at: location)
    guard number == number.rounded(), abs(number) < 1e9 else {
      throw Interrupt(
        .typeMismatch(context: context, expected: "a whole number", found: "\(number)"),
        at: location)
    }
    return Int(number)
  }

  func optionalString(_ value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> String?
  {
    switch value {
    case .string(let text): return text
    case .null: return nil
    default:
      throw Interrupt(
        .typeMismatch(context: context, expected: "a string or nil", found: value.kindDescription),
        at: location)
    }
  }

  /// The value a `UIView` property of any of these kinds holds, as the code sees it.
  func value(of object: AnyObject?) -> Value {
    switch object {
    case let controller as UIViewController: .controller(controller)
    case let view as UIView: .view(view)
    case let timer as RunLoopTimer: .surface(.timer(timer))
    case let link as DisplayLink: .surface(.displayLink(link))
    case let action as UIAlertAction: .surface(.alertAction(action))
    default: .null
    }
  }
}
