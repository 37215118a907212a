/// How a presented controller covers its presenter (docs/FIDELITY.md A13.6).
public enum UIModalPresentationStyle: String, Sendable, CaseIterable {
  case automatic, fullScreen, pageSheet, formSheet, overFullScreen, custom

  /// A13.6 [D]: `.automatic` acts as a sheet; only `.fullScreen` takes the presenter's view
  /// away, so only it gives the presenter disappear and appear callbacks (A13.8 [O]).
  var removesPresenterView: Bool { self == .fullScreen }

  /// `fullScreen` for `UIModalPresentationFullScreen`.
  public static func objcConstant(_ name: String) -> UIModalPresentationStyle? {
    let prefix = "UIModalPresentation"
    guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
    let rest = name.dropFirst(prefix.count)
    return UIModalPresentationStyle(rawValue: rest.prefix(1).lowercased() + rest.dropFirst())
  }
}
