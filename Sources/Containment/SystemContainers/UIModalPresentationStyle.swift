/// How a presented controller covers its presenter (docs/FIDELITY.md A13.6).
public enum UIModalPresentationStyle: String, Sendable, CaseIterable {
  case automatic, fullScreen, pageSheet, formSheet, overFullScreen, custom

  /// A13.6 [D]: `.automatic` acts as a sheet; only `.fullScreen` takes the presenter's view
  /// away, so only it gives the presenter disappear and appear callbacks (A13.8 [O]).
  var removesPresenterView: Bool { self == .fullScreen }
}
