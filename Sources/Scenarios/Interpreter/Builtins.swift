import Containment

/// Global names scenarios may use besides the modelled UIKit members: constants, and the
/// UIKit/Foundation classes that are deliberately not modelled.
enum Builtins {
  /// `CGRectZero`, `UIViewAnimationOptionTransitionFlipFromLeft`, …
  static func constant(_ name: String, _ language: ScenarioLanguage) -> Value? {
    if name == "CGRectZero" { return .rect(.zero) }
    // `NSNotFound` is `NSIntegerMax` (NSObjCRuntime.h): what `indexOfObject:` gives for none.
    if name == "NSNotFound", language == .objc { return .integer(Int.max) }
    if let limit = cLimit(name, language) { return limit }
    // `kNilOptions` is 0 (MacTypes.h): no options, as an option-set argument.
    if name == "kNilOptions", language == .objc { return .options([]) }
    // runtime.h's association policies: how the object is kept, which the model (without
    // memory management) does not distinguish.
    if language == .objc, name.hasPrefix("OBJC_ASSOCIATION_") { return .integer(0) }
    // Foundation's exception names (NSException.h) are their own text.
    if language == .objc,
      [
        "NSInternalInconsistencyException", "NSInvalidArgumentException", "NSGenericException",
        "NSRangeException",
      ].contains(name)
    {
      return .string(name)
    }
    // `UIApplicationDidBecomeActiveNotification`, `UIKeyboardWillShowNotification`: system
    // notifications' names are their own text (posted only by `run=post:`).
    if language == .objc, name.hasPrefix("UI"), name.hasSuffix("Notification"),
      ["UIApplication", "UIKeyboard", "UIDevice", "UIScene"].contains(where: name.hasPrefix)
    {
      return .string(name)
    }
    // `UIViewAnimationOptionTransitionNone` is 0 in UIView.h: no option set.
    if name == "UIViewAnimationOptionTransitionNone", language == .objc { return .options([]) }
    if let value = SurfaceBuiltins.constant(name, language) { return value }
    if let value = SurfaceGlobals.constant(name) { return value }  // NSFoundationVersionNumber
    if let value = UIKitDeclarations.constant(objc: name) { return value }
    if let value = Interpreter.animatorConstant(name) { return value }
    if let value = Interpreter.otherContainerConstant(name) { return value }
    if let style = UIModalPresentationStyle.objcConstant(name) { return .string(style.rawValue) }
    let prefix = "UIViewAnimationOption"
    if name.hasPrefix(prefix), name.count > prefix.count {
      let rest = name.dropFirst(prefix.count)
      let swiftName = rest.prefix(1).lowercased() + rest.dropFirst()
      if let options = UIView.AnimationOptions.byName[swiftName] { return .options(options) }
    }
    return nil
  }

  /// Objective-C's global functions the interpreter has besides the rectangle getters.
  static let objcFunctions: Set<String> = [
    "NSLog", "CGRectMake", "NSStringFromCGRect", "NSStringFromClass", "NSStringFromSelector",
    "NSSelectorFromString", "objc_setAssociatedObject", "objc_getAssociatedObject",
    "NSProtocolFromString", "NSStringFromProtocol",
    // A macro (NSLayoutConstraint.h) the interpreter expands itself (Interpreter+VisualFormat).
    "NSDictionaryOfVariableBindings",
  ]

  /// Core Graphics' rectangle getters, `CGRectGetWidth(r)` …: each takes one `CGRect` and
  /// reads it standardized (a negative width counts from the other edge), as CGGeometry.h says.
  static let rectFunctions: Set<String> = [
    "CGRectGetWidth", "CGRectGetHeight", "CGRectGetMinX", "CGRectGetMinY", "CGRectGetMaxX",
    "CGRectGetMaxY", "CGRectGetMidX", "CGRectGetMidY", "CGRectOffset", "CGRectInset",
  ]

  /// `assert`, `precondition`, `fatalError` … (Swift), `NSAssert`, `NSParameterAssert`,
  /// `assert` (Objective-C): a false condition ends the scenario as a crash would.
  static func assertions(_ language: ScenarioLanguage) -> Set<String> {
    switch language {
    case .swift:
      return ["assert", "precondition", "assertionFailure", "preconditionFailure", "fatalError"]
    case .objc: return objcAssertions
    }
  }

  /// Foundation's assertion macros (NSException.h): `NSAssert` and `NSCAssert` with a format
  /// and its arguments, their numbered forms `NSAssert1` … `NSAssert5` (a format and that many
  /// arguments), `NSParameterAssert` / `NSCParameterAssert`, and C's `assert`.
  static let objcAssertions: Set<String> = {
    var names: Set<String> = ["NSAssert", "NSCAssert", "NSParameterAssert", "NSCParameterAssert"]
    for count in 1...5 {
      names.insert("NSAssert\(count)")
      names.insert("NSCAssert\(count)")
    }
    names.insert("assert")
    return names
  }()

  /// Names "did you mean" may suggest for a global.
  static func globalNames(_ language: ScenarioLanguage) -> [String] {
    switch language {
    case .swift: return ["print", "debugPrint", "CGRect", "UIView", "UIViewController"]
    case .objc: return objcGlobalNames
    }
  }

  /// Objective-C's `globalNames`, made once: the static checks ask for them at every name.
  private static let objcGlobalNames: [String] =
    [
      "NSLog", "CGRectMake", "CGRectZero", "NSStringFromCGRect", "UIView", "UIViewController",
    ] + rectFunctions.sorted()
    + UIView.AnimationOptions.byName.keys.sorted().map {
      "UIViewAnimationOption" + $0.prefix(1).uppercased() + $0.dropFirst()
    }

  /// UIKit's own containers behave differently from a plain container, and other classes
  /// are not modelled: naming them is a diagnostic rather than a silent stand-in.
  static func unsupportedClass(_ name: String) -> ScenarioProblem? {
    if UIKitClasses.isInert(name) { return nil }
    if name.hasSuffix("GestureRecognizer") && name.hasPrefix("UI") {
      return .notModelled(name, area: "gestures")
    }
    if ["UIButtonType", "UIControlEvent", "UIControlState"].contains(where: name.hasPrefix) {
      return .notModelled(name, area: "controls")
    }
    if name == "UIViewController" || name == "UIView" || name == "UINavigationController"
      || SurfaceClasses.contains(name)
      || name == "UITabBarController" || name == "UIPercentDrivenInteractiveTransition"
      // A44: the code's own presentation controllers, a subclass of it.
      || name == Interpreter.presentationControllerClass
      || name == "UIViewPropertyAnimator" || name == "CATransaction"
      || name == "UIPageViewController" || name == "UISplitViewController"
      || name == "UIHostingController" || Interpreter.swiftUIViews.contains(name)
      // A33.4: a window the code makes (an alert window).
      || name == "UIWindow"
      // Foundation classes whose messages the interpreter answers (Interpreter+ObjCRuntime).
      || name == "NSString" || name == "NSException"
      // The root class: its class object (`[NSObject class]`) and a plain instance
      // (`[NSObject new]`, a lock or a token), which answer NSObject's own messages.
      || name == "NSObject"
    {
      return nil
    }
    if let problem = UIKitClasses.notModelled(name) { return problem }
    // `NSXNewsViewModel`: the project's class, whatever its prefix (KnownTypes).
    if KnownTypes.isProjectLookalike(name) { return nil }
    if name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("CG")
      || name.hasPrefix("CA") || name == "String" || name == "Array" || name == "Int"
      || name == "Double" || name == "Bool" || name == "DispatchQueue" || name == "Timer"
    {
      return .unsupported(
        "`\(name)`",
        instead: "view controllers, `UIView` and the views and controls tutorials use "
          + "(`UIButton`, `UILabel`, `UISegmentedControl`, `UIStackView` …), Auto Layout, "
          + "`NotificationCenter`, `DispatchQueue.main`, `CGRect`")
    }
    return nil
  }
}
