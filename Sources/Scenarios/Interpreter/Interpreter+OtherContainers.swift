import Containment

/// Creating the other system containers app code embeds (docs/FIDELITY.md A23):
/// `UIPageViewController(transitionStyle:navigationOrientation:options:)`,
/// `UIPageViewController()`, and their Objective-C spellings.
extension Interpreter {
  static let pageViewControllerClass = "UIPageViewController"

  /// `.forward`, `.scroll` …: the page view controller's implicit members, as strings.
  static func pageImplicitMember(_ name: String) -> Value? {
    switch name {
    case "forward", "reverse", "scroll", "pageCurl": .string(name)
    default: nil
    }
  }

  /// `UIPageViewControllerNavigationDirectionForward`, `UIPageViewControllerTransitionStyleScroll`,
  /// `UIPageViewControllerNavigationOrientationHorizontal` …: the same values in Objective-C.
  static func pageConstant(_ name: String) -> Value? {
    let prefixes = [
      "UIPageViewControllerNavigationDirection", "UIPageViewControllerTransitionStyle",
      "UIPageViewControllerNavigationOrientation",
    ]
    guard let prefix = prefixes.first(where: name.hasPrefix) else { return nil }
    let rest = name.dropFirst(prefix.count)
    let value = rest.prefix(1).lowercased() + rest.dropFirst()
    let known = ["forward", "reverse", "scroll", "pageCurl", "horizontal", "vertical"]
    return known.contains(value) ? .string(value) : nil
  }

  /// A page view controller, or nil when `className` names another class.
  func createOtherContainer(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
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
}
