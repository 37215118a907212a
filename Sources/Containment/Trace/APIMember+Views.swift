extension APIMember.Builtin {
  /// The Swift name of the view property a `show=views` member assigns (`isHidden`), nil for
  /// every other member (FIDELITY-SURFACE.md V11).
  var viewPropertyName: String? {
    switch self {
    case .setFrame: "frame"
    case .setCenter: "center"
    case .setAlpha: "alpha"
    case .setHidden: "isHidden"
    case .setBackgroundColor: "backgroundColor"
    case .setTag: "tag"
    case .setAutoresizingMask: "autoresizingMask"
    case .setClipsToBounds: "clipsToBounds"
    case .setCornerRadius: "cornerRadius"
    case .setMasksToBounds: "masksToBounds"
    case .setText: "text"
    case .setTitle: "title"
    default: nil
    }
  }

  /// The Objective-C property name where it differs from the Swift one (`hidden` for
  /// `isHidden`: UIView.h declares `@property(nonatomic,getter=isHidden) BOOL hidden`).
  var objcPropertyName: String? {
    self == .setHidden ? "hidden" : nil
  }
}
