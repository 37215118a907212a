/// How a presented controller covers its presenter (docs/FIDELITY.md A13.6, A13.12).
public enum UIModalPresentationStyle: String, Sendable, CaseIterable {
  case automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen
  case overCurrentContext, custom, popover

  /// A13.6 [D]: `.automatic` acts as a sheet; only `.fullScreen` (and `.currentContext`, its
  /// counterpart inside a presentation context, A13.12) takes the presenter's view away, so
  /// only they give the presenter disappear and appear callbacks (A13.8 [O]).
  var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }

  /// A13.12 [D]: the styles whose presenter is the nearest controller that defines a
  /// presentation context.
  var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }

  /// The rule that places the callbacks of a presentation in this style.
  var presentationRule: String {
    switch self {
    case .fullScreen: "A13.7"
    case .currentContext, .overCurrentContext: "A13.12"
    case .overFullScreen: "A13.13"
    default: "A13.8"
    }
  }

  /// The rule that places the dismissed controller's callbacks.
  var dismissalRule: String {
    switch self {
    case .fullScreen: "A13.10"
    case .currentContext, .overCurrentContext: "A13.12"
    case .overFullScreen: "A13.13"
    default: "A13.8"
    }
  }

  /// `fullScreen` for `UIModalPresentationFullScreen`.
  public static func objcConstant(_ name: String) -> UIModalPresentationStyle? {
    let prefix = "UIModalPresentation"
    guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
    let rest = name.dropFirst(prefix.count)
    return UIModalPresentationStyle(rawValue: rest.prefix(1).lowercased() + rest.dropFirst())
  }
}
