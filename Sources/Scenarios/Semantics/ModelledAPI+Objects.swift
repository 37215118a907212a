/// `NSObject` and Foundation members real container code calls on controllers, views and
/// arrays next to containment, and UIView's overridable hooks (FIDELITY-SURFACE.md C7). None
/// is traced: they ask questions, or (the hooks, `sizeToFit`) change nothing the model keeps.
extension ModelledAPI {
  static let objectMembers: [Member] =
    [Receiver.controller, .view].flatMap { receiver in
      [
        method(.isEqual, receiver, "isEqual", [nil], ["isEqual"]),
        method(.respondsToSelector, receiver, "responds", ["to"], ["respondsToSelector"]),
        method(.isKindOfClass, receiver, "isKind", ["of"], ["isKindOfClass"]),
        method(.isMemberOfClass, receiver, "isMember", ["of"], ["isMemberOfClass"]),
      ]
    } + [
      method(.isEqual, .string, "isEqual", ["to"], ["isEqualToString"]),
      method(.containsObject, .array, "contains", [nil], ["containsObject"]),
      // Swift 4's `index(of:)` (`firstIndex(of:)` since Swift 4.2) and Foundation's.
      method(.indexOfObject, .array, "index", ["of"], ["indexOfObject"]),
    ]
    + [
      // `NSMutableArray`'s changes (Interpreter+FoundationArrays), Objective-C only.
      ["addObject"], ["addObjectsFromArray"], ["insertObject", "atIndex"],
      ["removeObjectAtIndex"], ["removeObject"],
    ].map { pieces in
      method(
        .foundationArrayChange, .array, pieces[0], [nil] + pieces.dropFirst().map { $0 }, pieces)
    } + [
      method(.foundationArrayChange, .array, "removeLastObject", [], ["removeLastObject"]),
      method(.foundationArrayChange, .array, "removeAllObjects", [], ["removeAllObjects"]),
      method(.viewHook, .view, "willMove", ["toSuperview"], ["willMoveToSuperview"]),
      method(.viewHook, .view, "didMoveToSuperview", [], ["didMoveToSuperview"]),
      method(.viewHook, .view, "willMove", ["toWindow"], ["willMoveToWindow"]),
      method(.viewHook, .view, "didMoveToWindow", [], ["didMoveToWindow"]),
      method(.sizeToFit, .view, "sizeToFit", [], ["sizeToFit"]),
    ]

  /// Selectors of real UIKit the model leaves out that code asks `respondsToSelector:` about
  /// to run on old iOS versions too (iOS 7–11 additions, all in the iOS 13.2 SDK's
  /// `UIViewController.h` and `UIView.h`, S44): on the iOS the model stands for they exist.
  static let unmodelledSelectors: [Receiver: Set<String>] = [
    .controller: [
      "edgesForExtendedLayout", "setEdgesForExtendedLayout:", "extendedLayoutIncludesOpaqueBars",
      "setExtendedLayoutIncludesOpaqueBars:", "automaticallyAdjustsScrollViewInsets",
      "setAutomaticallyAdjustsScrollViewInsets:", "setNeedsStatusBarAppearanceUpdate",
      "preferredStatusBarStyle", "prefersStatusBarHidden", "topLayoutGuide", "bottomLayoutGuide",
      "traitCollection", "preferredContentSize", "setPreferredContentSize:",
      "viewSafeAreaInsetsDidChange", "additionalSafeAreaInsets", "setAdditionalSafeAreaInsets:",
    ],
    .view: [
      "safeAreaInsets", "layoutMarginsGuide", "traitCollection", "setNeedsUpdateConstraints",
      "updateConstraintsIfNeeded",
    ],
  ]
}
