/// The types a scenario may name in a declaration, by kind, so that declared types are
/// checked before anything runs (issue 10: `UIViewControler *child` and
/// `NSString *child = [UIViewController new]` must never run).
///
/// The framework types come from the one surface (`UIKitSurface`: UIKit, Foundation,
/// QuartzCore, CoreGraphics), its class hierarchy deciding what is a controller or a view;
/// this file lists only what the surface does not hold: the languages' own types, C's
/// scalars and typedefs, Dispatch and Swift's Foundation overlay names.
///
/// Naming a type is not using it: `UILabel` is a real UIKit class, so `let label: UILabel`
/// is a known type even where the model has no labels (creating one is reported then).
enum KnownTypes {
  /// What a value of a type is, as far as the static check can tell.
  enum Kind: String, Sendable {
    case controller = "a view controller"
    case view = "a view"
    case string = "a string"
    case scalar = "a number"
    /// Any value fits (`id`, `Any`, `NSObject`), or a kind the check does not compare.
    case other = "a value"
  }

  /// Every surface class that is `UIView` or one of its subclasses, by both spellings.
  static let views: Set<String> = surfaceClasses(kindOf: "UIView")

  /// Every surface class that is `UIViewController` or one of its subclasses, and SwiftUI's
  /// hosting controller (not in the surface's frameworks).
  static let controllers: Set<String> = surfaceClasses(kindOf: "UIViewController").union([
    "UIHostingController"
  ])

  static let strings: Set<String> = ["String", "NSString", "NSMutableString", "Substring"]

  static let scalars: Set<String> = [
    "Int", "UInt", "Int32", "Int64", "Double", "Float", "CGFloat", "Bool", "BOOL", "NSInteger",
    "NSUInteger", "NSTimeInterval", "TimeInterval", "int", "long", "float", "double",
    "unsigned", "short", "char", "bool", "unsigned long", "unsigned int", "long long",
    "unsigned long long", "unsigned short", "unsigned char", "long double", "NSNumber",
    "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
    "size_t", "dispatch_time_t",
    // MacTypes.h's integer typedefs, which the SDK's headers bring into every Objective-C file.
    "UInt8", "SInt8", "UInt16", "SInt16", "UInt32", "SInt32", "UInt64", "SInt64", "Float32",
    "Float64",
  ]

  /// Types outside the surface's headers: the languages' own, Dispatch, Swift's overlay
  /// value types, the short names of nested types written after a dot (`.AnimationOptions`),
  /// and two string-constant typedefs and one iOS 11 class the headers lack.
  static let others: Set<String> = [
    "id", "instancetype", "void", "Void", "Any", "AnyObject", "Array", "Function",
    "Dictionary", "Set", "Optional", "Selector", "SEL", "Character", "typeof", "Error",
    "Notification", "IndexPath", "IndexSet", "Date", "URL", "Data",
    "DispatchQueue", "DispatchTime", "DispatchWorkItem",
    "Task", "MainActor", "Duration", "CancellationError",
    "AnimationOptions", "AutoresizingMask", "Event", "State", "DisplayMode",
    "UITransitionContextViewKey", "UITransitionContextViewControllerKey", "UIContextualAction",
    // Foundation's Swift overlay for key-value observing (FIDELITY-SURFACE C11).
    "NSKeyValueObservation", "NSKeyValueObservedChange",
  ]

  /// Apple's prefixes: a capitalised name with one of them must be a known type. Other
  /// capitalised names are the scenario's own controller classes (declared or implicit).
  static let applePrefixes = ["UI", "NS", "CG", "CA", "CF", "Dispatch"]

  /// `NSXNewsController`, `UIXBaseView`: a capitalised name that starts like UIKit's or
  /// Foundation's (`UI`, `NS`) with a longer prefix, that no header of the real surface
  /// declares, that is no global, macro or function of theirs (`NSCAssert`,
  /// `NSStringFromClass`), and that misspells none of their types (`UIViewControler` keeps its
  /// did-you-mean): the project's class, as any other capitalised name is (issue 26 item 4).
  /// The surface holds every type of both frameworks' headers, so such a name is not Apple's.
  static func isProjectLookalike(_ name: String) -> Bool {
    guard name.hasPrefix("UI") || name.hasPrefix("NS"), name.count > 4,
      // A longer prefix (`NSX`, `UIK` before a word): Apple's own names put a word right after
      // the two letters (`NSEntityDescription`, Core Data's, which the surface does not hold).
      name.dropFirst(2).prefix(2).count == 2,
      name.dropFirst(2).prefix(2).allSatisfy(\.isUppercase), name.contains(where: \.isLowercase),
      // `UIColorFromRGB`, `NSStringFromClass`: a conversion function or macro, never a class.
      !name.contains("From")
    else { return false }
    let surface = UIKitSurface.shared
    guard surface.type(named: name) == nil, surface.global(objc: name) == nil,
      UIKitClasses.notModelled(name) == nil, !UIKitClasses.isInert(name),
      !others.contains(name), !signatureTypes.contains(name),
      !Builtins.assertions(.objc).contains(name), !Builtins.assertions(.swift).contains(name),
      !Builtins.runtimeFunctions(.objc).contains(name), !Builtins.objcFunctions.contains(name),
      !Builtins.runtimeFunctions(.swift).contains(name),
      Builtins.constant(name, .objc) == nil, Builtins.constant(name, .swift) == nil
    else { return false }
    // `UIViewControler` misspells `UIViewController` word by word; `NSXNewsController` only
    // shares its last word with it.
    guard let close = Suggestion.closest(to: name, in: allNames) else { return true }
    return !MissingPieceCategories.isMisspelling(name, of: close)
  }

  /// The kind of a declared type, or nil when the name is an Apple-prefixed type that does
  /// not exist. `declared` holds the classes the scenario declares.
  static func kind(of name: String, declared: Set<String>) -> Kind? {
    if controllers.contains(name) || declared.contains(name) { return .controller }
    if views.contains(name) { return .view }
    if strings.contains(name) { return .string }
    if scalars.contains(name) { return .scalar }
    if others.contains(name) || UIKitSurface.shared.type(named: name) != nil
      || signatureTypes.contains(name)
    {
      return .other
    }
    if applePrefixes.contains(where: { name.hasPrefix($0) }), !isProjectLookalike(name) {
      return nil
    }
    // `FirstViewController`, any scenario class: a controller (DESIGN.md section 4); a
    // lower-case or unknown name is not compared.
    return name.first?.isUppercase == true ? .controller : .other
  }

  /// Every known type name, for "did you mean": the surface's types by both spellings and
  /// the names above.
  static let allNames: [String] = {
    let surface = UIKitSurface.shared.types.values.flatMap { [$0.objcName, $0.swiftName] }
    return Array(Set(surface).union(strings).union(scalars).union(others).union(controllers))
      .sorted()
  }()

  /// Every type name the surface's own signatures use (`CFTimeInterval`, `CFStringRef`,
  /// `NSLineBreakMode`): real types, though the headers declare some of them elsewhere.
  static let signatureTypes: Set<String> = {
    var names: Set<String> = []
    for type in UIKitSurface.shared.types.values {
      for member in type.members {
        for written in member.objcParameterTypes + [member.objcType] {
          let words = written.split(separator: " ").filter { $0 != "__kindof" && $0 != "const" }
          guard words.count == 1 else { continue }
          let plain = words[0].filter { $0 != "*" }
          if !plain.isEmpty, !plain.contains(where: { "<(^".contains($0) }) {
            names.insert(String(plain))
          }
        }
      }
    }
    return names
  }()

  private static func surfaceClasses(kindOf ancestor: String) -> Set<String> {
    let surface = UIKitSurface.shared
    var names: Set<String> = []
    // `surface.isClass(_:kindOf:)` by name: the superclass chain read without copying its
    // types (a chain has at most every type once: a cycle ends it, as there).
    func isKind(_ objcName: String) -> Bool {
      var next: String? = objcName
      var steps = 0
      while let name = next, let type = surface.types[name], steps <= surface.types.count {
        if name == ancestor { return true }
        next = type.superclass
        steps += 1
      }
      return false
    }
    for type in surface.types.values where type.kind == .class {
      guard isKind(type.objcName) else { continue }
      names.insert(type.objcName)
      names.insert(type.swiftName)
    }
    return names
  }
}
