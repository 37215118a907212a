import Containment

/// Creating the other system containers app code embeds (docs/FIDELITY.md A23, A24):
/// `UIPageViewController(transitionStyle:navigationOrientation:options:)`,
/// `UIPageViewController()`, `UISplitViewController(style:)`, `UISplitViewController()`, and
/// their Objective-C spellings.
extension Interpreter {
  static let pageViewControllerClass = "UIPageViewController"
  static let hostingControllerClass = "UIHostingController"

  /// SwiftUI views a `UIHostingController`'s root view is made of (docs/FIDELITY.md A26.1):
  /// inert values, named so that `UIHostingController(rootView: Text("Hi"))` runs.
  static let swiftUIViews: Set<String> = [
    "Text", "EmptyView", "Color", "Image", "Label", "ProgressView", "Spacer", "AnyView",
  ]
  static let splitViewControllerClass = "UISplitViewController"

  /// `.forward`, `.scroll` …: the page view controller's implicit members, as strings.
  static func pageImplicitMember(_ name: String) -> Value? {
    switch name {
    case "forward", "reverse", "scroll", "pageCurl", "unspecified", "doubleColumn",
      "tripleColumn", "primary", "supplementary", "secondary", "compact", "preferredContentSize",
      "intrinsicContentSize":
      .string(name)
    default: nil
    }
  }

  /// `UIPageViewControllerNavigationDirectionForward`, `UIPageViewControllerTransitionStyleScroll`,
  /// `UIPageViewControllerNavigationOrientationHorizontal` …: the same values in Objective-C.
  static func otherContainerConstant(_ name: String) -> Value? {
    if swiftUIViews.contains(name) { return .ignored(name) }
    // A24.7: `UISplitViewControllerDisplayModeAllVisible` is an `NS_ENUM` constant, an integer.
    if name.hasPrefix("UISplitViewControllerDisplayMode"),
      let (mode, _) = UISplitViewController.DisplayMode.named(name)
    {
      return .integer(mode.rawValue)
    }
    let prefixes = [
      "UIPageViewControllerNavigationDirection", "UIPageViewControllerTransitionStyle",
      "UIPageViewControllerNavigationOrientation", "UISplitViewControllerStyle",
      "UISplitViewControllerColumn",
    ]
    guard let prefix = prefixes.first(where: name.hasPrefix) else { return nil }
    let rest = name.dropFirst(prefix.count)
    let value = rest.prefix(1).lowercased() + rest.dropFirst()
    let known = [
      "forward", "reverse", "scroll", "pageCurl", "horizontal", "vertical", "unspecified",
      "doubleColumn", "tripleColumn", "primary", "supplementary", "secondary", "compact",
    ]
    return known.contains(value) ? .string(value) : nil
  }

  /// A page or split view controller, or nil when `className` names another class.
  func createOtherContainer(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    if Self.swiftUIViews.contains(className) {
      let described = arguments.map { swiftUIDescription(of: $0.value) }.joined(separator: ", ")
      return .ignored(className + "(" + described + ")")
    }
    if className == Self.hostingControllerClass {
      guard labels == ["rootView"] || (objcInit == false && labels.isEmpty && arguments.isEmpty)
      else {
        throw Interrupt(
          .wrongLabel(
            written: className + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")",
            expected: className + "(rootView:)"), at: location)
      }
      let root = arguments.first.map { swiftUIDescription(of: $0.value) } ?? "EmptyView()"
      return .controller(UIHostingController(rootView: root))
    }
    if className == Self.splitViewControllerClass {
      return try createSplitViewController(
        labels: labels, arguments, at: location, objcInit: objcInit)
    }
    guard className == Self.pageViewControllerClass else { return nil }
    let written =
      objcInit
      ? labels.compactMap { $0 }.joined(separator: ":") + (arguments.isEmpty ? "" : ":")
      : className + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    let full =
      objcInit
      ? "initWithTransitionStyle:navigationOrientation:options:"
      : className + "(transitionStyle:navigationOrientation:options:)"
    let plain = objcInit ? "init" : className + "()"
    let short = className + "(transitionStyle:navigationOrientation:)"
    let accepted = objcInit ? [plain, full] : [plain, full, short]
    guard accepted.contains(written) else {
      throw Interrupt(
        .wrongLabel(written: written, expected: accepted.joined(separator: "` or `")),
        at: location)
    }
    // `extension UIPageViewController { … }`: every page view controller has its members (the
    // model's pages do not depend on the transition style, A23).
    if let info = classes[Self.pageViewControllerClass] {
      return .controller(
        InterpretedPageViewController(className: className, classInfo: info, interpreter: self))
    }
    guard arguments.count >= 2 else { return .controller(UIPageViewController()) }
    let style = try pageEnum(
      arguments[0], UIPageViewController.TransitionStyle.self, "`.scroll` or `.pageCurl`")
    let orientation = try pageEnum(
      arguments[1], UIPageViewController.NavigationOrientation.self,
      "`.horizontal` or `.vertical`")
    return .controller(
      UIPageViewController(transitionStyle: style, navigationOrientation: orientation))
  }

  private func pageEnum<Kind: RawRepresentable>(
    _ argument: EvaluatedArgument, _ kind: Kind.Type, _ expected: String
  ) throws(Interrupt) -> Kind where Kind.RawValue == String {
    if case .string(let name) = argument.value, let value = Kind(rawValue: name) { return value }
    throw Interrupt(
      .typeMismatch(
        context: "`transitionStyle`/`navigationOrientation`", expected: expected,
        found: argument.value.kindDescription), at: argument.location)
  }

  /// `UISplitViewController()`, `UISplitViewController(style: .doubleColumn)`,
  /// `[[UISplitViewController alloc] initWithStyle:UISplitViewControllerStyleDoubleColumn]`.
  private func createSplitViewController(
    labels: [String?], _ arguments: [EvaluatedArgument], at location: SourceLocation,
    objcInit: Bool
  ) throws(Interrupt) -> Value {
    let className = Self.splitViewControllerClass
    let written =
      objcInit
      ? labels.compactMap { $0 }.joined(separator: ":") + (arguments.isEmpty ? "" : ":")
      : className + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    let accepted =
      objcInit ? ["init", "initWithStyle:"] : [className + "()", className + "(style:)"]
    guard accepted.contains(written) else {
      throw Interrupt(
        .wrongLabel(written: written, expected: accepted.joined(separator: "` or `")),
        at: location)
    }
    guard let argument = arguments.first else { return .controller(splitViewController()) }
    if case .string(let name) = argument.value,
      let style = UISplitViewController.Style(rawValue: name)
    {
      return .controller(splitViewController(style: style))
    }
    throw Interrupt(
      .typeMismatch(
        context: "`style`", expected: "`.doubleColumn` or `.tripleColumn`",
        found: argument.value.kindDescription), at: argument.location)
  }

  /// A split view controller of UIKit's class: with the snippet's own members when it extends
  /// the class (`extension UISplitViewController { var detail: … }`), which every split view
  /// controller then has, as in Swift and Objective-C.
  private func splitViewController(
    style: UISplitViewController.Style = .unspecified
  ) -> UISplitViewController {
    guard let info = classes[Self.splitViewControllerClass] else {
      return UISplitViewController(style: style)
    }
    let split = InterpretedSplitViewController(
      className: Self.splitViewControllerClass, classInfo: info, interpreter: self)
    split.style = style
    return split
  }

  /// A SwiftUI root view as the code wrote it, for `rootView`: `Text("Hi")`.
  private func swiftUIDescription(of value: Value) -> String {
    switch value {
    case .ignored(let text): text
    case .string(let text): "\"" + text + "\""
    case .number(let number):
      number == number.rounded() ? String(Int(number)) : String(number)
    case .integer(let number): String(number)
    default: "…"
    }
  }
}
